/// What players call a Pokémon by the weather its ability makes or feeds on:
/// `rain setters` (Drizzle: Pelipper, Politoed, Kyogre), `sun abusers`
/// (Chlorophyll, Solar Power), `sand team` (both). PokéAPI says so only in
/// the abilities' effect texts, which name the weather many ways; the
/// abilities are listed by slug, as Smogon's weather analyses group them.
struct WeatherRole: Sendable, Equatable {
    /// As an explanation says it: `rain setters`.
    var name: String
    /// The abilities, by slug; a slug the Pokédex lacks (an older dump) is simply absent.
    var abilitySlugs: [String]

    private enum Weather: String, CaseIterable {
        case rain, sun, sand, snow

        var spellings: [String] {
            switch self {
            case .rain: ["rain", "rainy"]
            case .sun: ["sun", "sunny", "sunlight"]
            case .sand: ["sand", "sandstorm"]
            case .snow: ["snow", "snowy", "hail"]
            }
        }

        /// Abilities that set the weather as the Pokémon comes in.
        var setters: [String] {
            switch self {
            case .rain: ["drizzle", "primordial-sea"]
            case .sun: ["drought", "desolate-land", "orichalcum-pulse"]
            case .sand: ["sand-stream", "sand-spit"]
            case .snow: ["snow-warning"]
            }
        }

        /// Abilities that gain from it: speed, power, healing, evasion.
        var abusers: [String] {
            switch self {
            case .rain: ["swift-swim", "rain-dish", "hydration", "dry-skin"]
            case .sun: ["chlorophyll", "solar-power", "flower-gift", "leaf-guard", "harvest", "protosynthesis"]
            case .sand: ["sand-rush", "sand-force", "sand-veil"]
            case .snow: ["slush-rush", "ice-body", "snow-cloak", "ice-face"]
            }
        }
    }

    /// Folded phrases of two words: `rain setter(s)`, `sets rain`, `rain abusers`, `rain team`.
    static let phrases: [String: WeatherRole] = {
        // Each weather by its spellings, and `weather` for every weather's (`weather setters`).
        let kinds = Weather.allCases.map { (name: $0.rawValue, spellings: $0.spellings, setters: $0.setters, abusers: $0.abusers) }
            + [("weather", ["weather"], Weather.allCases.flatMap(\.setters), Weather.allCases.flatMap(\.abusers))]
        var table: [String: WeatherRole] = [:]
        for kind in kinds {
            let setters = WeatherRole(name: "\(kind.name) setters", abilitySlugs: kind.setters)
            let abusers = WeatherRole(name: "\(kind.name) abusers", abilitySlugs: kind.abusers)
            let team = WeatherRole(name: "\(kind.name) team", abilitySlugs: kind.setters + kind.abusers)
            for spelling in kind.spellings {
                for word in ["setter", "setters", "summoner", "summoners"] { table["\(spelling) \(word)"] = setters }
                for lead in ["sets", "summons"] { table["\(lead) \(spelling)"] = setters }
                for word in ["abuser", "abusers", "sweeper", "sweepers"] { table["\(spelling) \(word)"] = abusers }
                for word in ["team", "teams"] { table["\(spelling) \(word)"] = team }
            }
        }
        return table
    }()

    /// The first word of every phrase: most words start none. Written out, not
    /// read from `phrases`, which every search would otherwise build at its
    /// first word (a one-off command's start-up).
    static let firstWords: Set<String> = [
        "rain", "rainy", "sun", "sunny", "sunlight", "sand", "sandstorm", "snow", "snowy", "hail", "sets", "summons", "weather",
    ]
}
