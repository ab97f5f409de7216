/// How an attacking type fares against a Pokémon's current types, from the
/// type chart (table `search_matchup`; abilities are not counted):
/// `weak to fire`, `resists water`, `immune to electric`.
enum MatchupRelation: String, CaseIterable, Sendable {
    /// Takes 2× or more.
    case weak
    /// Takes less than 1×, immunities included.
    case resists
    /// Takes 0×.
    case immune

    /// The condition on `search_matchup.factor` (percent).
    var factorCondition: String {
        switch self {
        case .weak: return "factor >= 200"
        case .resists: return "factor < 100"
        case .immune: return "factor = 0"
        }
    }

    /// Folded words that start a matchup phrase (`weak to fire`).
    static let leadWords: [String: MatchupRelation] = [
        "weak": .weak, "weakness": .weak, "weaknesses": .weak, "vulnerable": .weak,
        "resists": .resists, "resist": .resists, "resistant": .resists, "resistance": .resists, "resisting": .resists,
        "immune": .immune, "immunity": .immune, "immunities": .immune,
    ]

    /// Words allowed between the lead word and the type: `weak to`, `resistant against`.
    static let connectors: Set<String> = ["to", "against", "vs", "versus", "from", "of"]
}
