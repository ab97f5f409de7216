import PokeSearch

/// One query of a latency benchmark and the class it is reported under.
public struct BenchmarkQuery: Sendable, Hashable {
    /// The class: `name`, `prefix`, `type-aware`, `filters`, `typo`, `cjk`, or any a queries file names.
    public var queryClass: String
    /// What a user would type.
    public var text: String
    /// Searched as `pokesearch moves|items|abilities TEXT` rather than as a Pokémon query.
    public var entityKind: EntityKind?

    public init(queryClass: String, text: String, entityKind: EntityKind? = nil) {
        self.queryClass = queryClass
        self.text = text
        self.entityKind = entityKind
    }
}
