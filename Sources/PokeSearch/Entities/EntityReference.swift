/// A move, item, ability or type `show` found by name.
public struct EntityReference: Sendable, Hashable {
    /// A move, item, ability or type.
    public var kind: EntityKind
    /// PokéAPI id within its kind.
    public var id: Int
    /// PokéAPI slug.
    public var name: String
}
