/// Yes/no properties a query can ask for by a word: `legendary`, `mega`.
enum PokemonFlag: String, CaseIterable {
    case legendary, mythical, baby, mega, gmax, `default`, form

    /// Words (folded) that name each flag.
    static let words: [String: PokemonFlag] = [
        "legendary": .legendary, "legendaries": .legendary, "legend": .legendary, "legendaire": .legendary,
        "mythical": .mythical, "mythic": .mythical, "myth": .mythical,
        "baby": .baby, "babies": .baby,
        "mega": .mega, "megas": .mega,
        "gmax": .gmax, "gigantamax": .gmax,
    ]

    /// Values accepted after `is:`.
    static func named(_ value: String) -> PokemonFlag? {
        words[value.lowercased()] ?? PokemonFlag(rawValue: value.lowercased())
    }

    /// The condition on `pokemon_card AS c`.
    var sql: String {
        switch self {
        case .legendary: return "c.is_legendary = 1"
        case .mythical: return "c.is_mythical = 1"
        case .baby: return "c.is_baby = 1"
        case .mega: return "c.is_mega = 1"
        case .gmax: return "c.name LIKE '%-gmax'"
        case .default: return "c.is_default = 1"
        case .form: return "c.is_default = 0"
        }
    }
}
