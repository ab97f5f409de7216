/// Phrases that ask which Pokémon hit a type hard, folded: `good against
/// water`, `super effective against dragon`, `beats fairy`, and a
/// Pokémon's types: `counters to charizard`. The other way round from
/// `MatchupRelation`'s words (`weak to water`, and `super effective water`:
/// what water is super effective on).
enum SuperEffectiveWords {
    static let leads: Set<String> = [
        "super effective against", "super effective vs", "super effective on", "supereffective against",
        "strong against", "good against", "great against", "best against", "effective against",
        "strong vs", "good vs", "effective vs", "beats", "beat", "counters", "counter", "checks", "check",
        "efficace contre", "super efficace contre", "tres efficace contre", "eficaz contra", "muy eficaz contra",
        "supereficaz contra", "effektiv gegen", "sehr effektiv gegen",
    ]

    /// The most words a lead has.
    static let longestLead = 3
}
