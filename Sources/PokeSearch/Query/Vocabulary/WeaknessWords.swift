/// How players count a Pokémon's weaknesses: `one weakness`, `only one
/// weakness`, `two weaknesses`, `no weaknesses` (none has, on the type chart).
enum WeaknessWords {
    /// Folded numbers before a weakness noun, with their count.
    static let counts: [String: Int] = [
        "no": 0, "zero": 0, "0": 0, "one": 1, "1": 1, "single": 1, "two": 2, "2": 2, "three": 3, "3": 3,
        "four": 4, "4": 4, "five": 5, "5": 5, "six": 6, "6": 6, "seven": 7, "7": 7,
    ]

    static let nouns: Set<String> = ["weakness", "weaknesses"]
}
