/// How an attacking type fares against a Pokémon's current types, from the
/// type chart (table `search_matchup`; abilities are not counted, but for an
/// immunity no type has: `AbilityImmunity`): `weak to fire`, `resists
/// water`, `immune to electric`, `4x weak to ice`.
public enum MatchupRelation: String, CaseIterable, Sendable, Encodable {
    /// Takes 2× or more.
    case weak
    /// Takes 4×: `4x weak to ice`, `double weak to ice`, `weak:ice:4`.
    case weakFourTimes = "weak-4x"
    /// Takes less than 1×, immunities included.
    case resists
    /// Takes ¼× or less, immunities included: `4x resists fire`.
    case resistsFourTimes = "resists-4x"
    /// Takes 0×.
    case immune
    /// Takes exactly 1×: `neutral to fire`.
    case neutral

    /// The 4× relation of this one (`immune` stays itself).
    var fourTimes: MatchupRelation {
        switch self {
        case .weak, .weakFourTimes: return .weakFourTimes
        case .resists, .resistsFourTimes: return .resistsFourTimes
        case .immune: return .immune
        case .neutral: return .neutral
        }
    }

    /// Folded words that start a matchup phrase (`weak to fire`).
    static let leadWords: [String: MatchupRelation] = [
        "weak": .weak, "weakness": .weak, "weaknesses": .weak, "vulnerable": .weak,
        "resists": .resists, "resist": .resists, "resistant": .resists, "resistance": .resists, "resisting": .resists,
        "immune": .immune, "immunity": .immune, "immunities": .immune,
        "schwach": .weak, "faible": .weak, "debil": .weak, "debole": .weak, "anfallig": .weak,
        "immun": .immune, "immunise": .immune, "inmune": .immune, "immunisiert": .immune,
        "resistent": .resists, "resistente": .resists, "resiste": .resists, "faiblesse": .weak,
        "faiblesses": .weak, "schwache": .weak, "debilidad": .weak, "debilidades": .weak, "debolezza": .weak, "debolezze": .weak,
        "neutral": .neutral, "neutrally": .neutral,
    ]

    /// Lead words written after the type: `fire weakness`, `ground immune`, `water resistance`.
    static let trailingWords: [String: MatchupRelation] = [
        "weakness": .weak, "weaknesses": .weak, "weak": .weak, "weakened": .weak,
        "immune": .immune, "immunity": .immune, "immunities": .immune, "proof": .immune,
        "resistance": .resists, "resistances": .resists, "resistant": .resists, "resist": .resists, "resists": .resists,
    ]

    /// Two-word lead phrases: `super effective fire` (players' words for a weakness).
    static let leadPhrases: [String: MatchupRelation] = [
        "super effective": .weak, "supereffective": .weak, "not very effective": .resists, "takes 4x": .weakFourTimes,
    ]

    /// Words written after the type that name it only: `weak to fire type`, `weak to fire moves`.
    static let typeFillers: Set<String> = ["type", "types", "typed", "move", "moves", "attack", "attacks", "damage", "tipo", "typ"]

    /// Words before a lead word that make it 4×, as typed (lower-cased) or
    /// folded: `4x weak to ice`, `4× weak to ice`, `double weak to ice`
    /// (players' word for a doubled weakness).
    static let fourTimesWords: Set<String> = ["4x", "x4", "4×", "×4", "4 ×", "quad", "quadruple", "double", "doubly", "4"]

    /// Values after a matchup field's type: `weak:ice:4` takes 4×, `weak:ice:2` is `weak:ice`.
    static let fieldFactors: [String: Bool] = ["4": true, "4x": true, "x4": true, "2": false, "2x": false, "x2": false]

    /// Words allowed between the lead word and the type: `weak to`, `resistant against`.
    static let connectors: Set<String> = ["to", "against", "vs", "versus", "from", "of", "too", "towards", "gegen", "contre", "a", "au", "aux",
                                          "contra", "al", "alla", "alle", "gegenuber"]

    /// Words that list one more type: `weak to fire and ice` (both).
    static let andWords: Set<String> = ["and", "&", "+", "nor"]
    /// Words that offer another type: `weak to fire or ice` (either).
    static let orWords: Set<String> = ["or"]
}
