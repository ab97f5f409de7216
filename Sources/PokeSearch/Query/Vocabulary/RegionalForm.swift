/// Regional forms asked for by their region (`alolan forms`, `galarian
/// forms`, `regional forms`), and Hisui, a region with no generation of its
/// own: `hisui` means its forms and the Pokémon Legends: Arceus brought.
struct RegionalForm: Equatable, Sendable {
    /// The slug suffixes of the forms (`alola` for `raichu-alola`).
    var regions: [String]
    /// The version group whose Pokémon the region also means (its learnsets begin there), if any.
    var introducedIn: String?

    /// Folded words that name a region's forms, followed by a form word (`alolan forms`, `alola forms`).
    static let adjectives: [String: String] = [
        "alolan": "alola", "alola": "alola", "galarian": "galar", "galar": "galar",
        "hisuian": "hisui", "hisui": "hisui", "paldean": "paldea", "paldea": "paldea",
    ]

    /// Words after an adjective that ask for the forms.
    static let formWords: Set<String> = ["form", "forms", "variant", "variants", "version", "versions"]

    /// `regional forms`: every region's.
    static let regionalWords: Set<String> = ["regional", "regionals"]

    /// Regions that brought no generation, by the folded words that name them alone (`hisui`).
    static let withoutGeneration: [String: RegionalForm] = [
        "hisui": RegionalForm(regions: ["hisui"], introducedIn: "legends-arceus"),
        "hisuian": RegionalForm(regions: ["hisui"], introducedIn: "legends-arceus"),
        "ヒスイ": RegionalForm(regions: ["hisui"], introducedIn: "legends-arceus"),
    ]

    /// The forms of every region that has them.
    static let all = RegionalForm(regions: ["alola", "galar", "hisui", "paldea"])
}
