/// Reads how people write a generation: `4`, `iv`, `gen4`, `gen 4`,
/// `gen iv`, `generation-iv`.
enum GenerationNumber {
    /// The generation in one folded word (`gen4`, `geniv`) or, with
    /// `standalone`, a bare number or numeral (`4`, `iv`, after `gen:`).
    static func parse(_ word: String, standalone: Bool) -> Int? {
        for prefix in ["generation ", "generation", "gen ", "gen"] where word.hasPrefix(prefix) {
            if let number = number(String(word.dropFirst(prefix.count))) { return number }
        }
        return standalone ? number(word) : nil
    }

    /// `gen 4`, `generation iv`: two folded words.
    static func parse(_ first: String, _ second: String) -> Int? {
        guard first == "gen" || first == "generation" else { return nil }
        return number(second)
    }

    private static let numerals = ["i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10]

    private static func number(_ text: String) -> Int? {
        if let value = Int(text), (1...99).contains(value) { return value }
        return numerals[text]
    }
}
