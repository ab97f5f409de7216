/// One ranked result.
public struct SearchHit: Sendable, Hashable {
    /// The Pokémon.
    public var pokemon: PokemonSummary
    /// Higher is better; comparable within one search only.
    public var score: Double
    /// Why it ranks where it does (with `explain`).
    public var explanation: [String]
}

/// A page of results and what the engine has to say about the query.
public struct SearchResults: Sendable {
    /// The requested page, best first.
    public var hits: [SearchHit]
    /// How many Pokémon match in all.
    public var totalMatches: Int
    /// Spelling corrections the engine applied, e.g. `charizrd → charizard`.
    public var corrections: [String]
    /// "Did you mean" suggestions when nothing matched.
    public var suggestions: [String]
}
