/// One ranked result.
public struct SearchHit: Sendable, Hashable {
    /// The Pokémon.
    public var pokemon: PokemonSummary
    /// Higher is better; comparable within one search only.
    public var score: Double
    /// Why it ranks where it does (with `explain`), first reason first.
    public var explanation: [RankingReason]
    /// The cosmetic form the query named (`unown b`), if it named one of this Pokémon's.
    public var form: MatchedForm? = nil
}
