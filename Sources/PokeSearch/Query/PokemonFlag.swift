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
}
