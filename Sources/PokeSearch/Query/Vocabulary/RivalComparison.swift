/// A stat compared with one Pokémon's own, as players size a rival up:
/// `faster than garchomp` (speed above its 102), `outspeeds dragapult`,
/// `same speed as landorus`, `heavier than snorlax`, `stronger than
/// lucario` (a higher base stat total).
enum RivalComparison {
    /// Folded phrases before the Pokémon's name → the stat and how it compares.
    static let phrases: [String: (key: SortKey, comparison: ComparisonOperator)] = [
        "faster than": (.speed, .greater), "quicker than": (.speed, .greater), "outspeeds": (.speed, .greater),
        "outspeed": (.speed, .greater), "outspeeding": (.speed, .greater),
        "slower than": (.speed, .less), "underspeeds": (.speed, .less), "as fast as": (.speed, .greaterOrEqual),
        "same speed as": (.speed, .equal), "speed ties": (.speed, .equal), "speed ties with": (.speed, .equal),
        "speed tie with": (.speed, .equal), "ties with": (.speed, .equal),
        "heavier than": (.weight, .greater), "lighter than": (.weight, .less),
        "taller than": (.height, .greater), "shorter than": (.height, .less),
        "stronger than": (.total, .greater), "weaker than": (.total, .less),
    ]

    /// The first word of every phrase: most words start none. Written out, as
    /// `WeatherRole.firstWords` is: a search's first word builds no table it
    /// seldom needs.
    static let firstWords: Set<String> = [
        "faster", "quicker", "outspeeds", "outspeed", "outspeeding", "slower", "underspeeds", "as", "same", "speed", "ties",
        "heavier", "lighter", "taller", "shorter", "stronger", "weaker",
    ]

    /// The most words a phrase has.
    static let longestPhrase = 3
}
