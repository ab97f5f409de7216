/// How players count a Pokémon's weaknesses: `one weakness`, `only one
/// weakness`, `two weaknesses`, `no weaknesses` (none has, on the type chart).
enum WeaknessWords {
    /// Folded numbers before a weakness noun, with their count.
    static let counts: [String: Int] = [
        "no": 0, "zero": 0, "0": 0, "one": 1, "1": 1, "single": 1, "two": 2, "2": 2, "three": 3, "3": 3,
        "four": 4, "4": 4, "five": 5, "5": 5, "six": 6, "6": 6, "seven": 7, "7": 7,
        "une": 1, "un": 1, "uno": 1, "una": 1, "eine": 1, "einer": 1, "deux": 2, "zwei": 2, "dos": 2, "due": 2,
    ]

    /// Words between the number and the noun that say "only": `une seule faiblesse`, `una sola debilidad`.
    static let only: Set<String> = ["seule", "seul", "sola", "solo", "einzige", "einzigen", "einzigem"]

    static let nouns: Set<String> = [
        "weakness", "weaknesses", "faiblesse", "faiblesses", "schwache", "schwachen", "debilidad", "debilidades",
        "debolezza", "debolezze",
    ]
}
