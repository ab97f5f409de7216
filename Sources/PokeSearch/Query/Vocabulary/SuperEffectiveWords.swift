/// Phrases that ask which Pokémon hit a type hard, folded: `good against
/// water`, `super effective against dragon`, `beats fairy`. The other way
/// round from `MatchupRelation`'s words (`weak to water`, and `super
/// effective water`: what water is super effective on).
enum SuperEffectiveWords {
    static let leads: Set<String> = [
        "super effective against", "super effective vs", "super effective on", "supereffective against",
        "strong against", "good against", "great against", "best against", "effective against",
        "strong vs", "good vs", "effective vs", "beats", "counters", "counter",
    ]

    /// The most words a lead has.
    static let longestLead = 3
}
