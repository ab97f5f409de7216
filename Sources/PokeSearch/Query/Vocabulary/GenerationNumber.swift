/// Reads how people write a generation: `4`, `iv`, `gen4`, `gen 4`,
/// `gen iv`, `generation-iv`, `4th gen`, `fourth generation`, `generation four`,
/// and spans of them (`1-3`).
enum GenerationNumber {
    /// The generation in one folded word (`gen4`, `geniv`) or, with
    /// `standalone`, a bare number or numeral (`4`, `iv`, after `gen:`).
    static func parse(_ word: String, standalone: Bool) -> Int? {
        for prefix in ["generation ", "generation", "gen ", "gen"] where word.hasPrefix(prefix) {
            if let number = number(String(word.dropFirst(prefix.count))) { return number }
        }
        // `第4世代` (Japanese, Chinese), `第4代`, `4세대` (Korean): only a word ending beyond ASCII may be one.
        guard let last = word.utf8.last, last >= 0x80 else { return standalone ? number(word) : nil }
        for suffix in ["世代", "代", "세대"] where word.hasSuffix(suffix) {
            let inner = word.dropLast(suffix.count)
            if let number = number(String(inner.hasPrefix("第") ? inner.dropFirst() : inner)) { return number }
        }
        return standalone ? number(word) : nil
    }

    /// `gen 4`, `generation iv`, `4th gen`, `fourth generation`: two folded words.
    static func parse(_ first: String, _ second: String) -> Int? {
        if words.contains(first) { return number(second) }
        if words.contains(second) { return ordinals[first] ?? spelled[first] }
        return nil
    }

    /// `1-3`, `i-iii`, `1..3`, `1–3`: the generations from one to the other
    /// (`3-1` too: a span is the same whichever end comes first).
    static func span(_ word: String) -> ClosedRange<Int>? {
        for separator in ["..", "-", "–"] {
            let sides = word.components(separatedBy: separator)
            guard sides.count == 2, let one = number(sides[0]), let other = number(sides[1]), one != other else { continue }
            return min(one, other)...max(one, other)
        }
        return nil
    }

    /// `>4`, `<=iii`, `!=1`, `5+`: a comparison typed as a generation's value
    /// (`gen:>4`), its operator and the generation compared with.
    static func comparison(_ text: String) -> (ComparisonOperator, Int)? {
        guard let (op, rest) = comparing(text) else { return nil }
        return number(rest.lowercased()).map { (op, $0) }
    }

    /// The operator of a comparison typed as a value (`>4`, `<=kalos`,
    /// `5+`) and what it compares with, as typed.
    static func comparing(_ text: String) -> (ComparisonOperator, String)? {
        if text.hasSuffix("+"), text.count > 1 { return (.greaterOrEqual, String(text.dropLast())) }
        // The two-character operators come first in `allCases`, so `>=4` is not read as `>` and `=4`.
        guard let op = ComparisonOperator.allCases.first(where: { text.hasPrefix($0.rawValue) }) else { return nil }
        return (op, String(text.dropFirst(op.rawValue.count)))
    }

    /// The words between two generations that mean all from one to the other (`gen 1 to 3`).
    static let spanConnectors: Set<String> = ["to", "through", "thru", "till", "until", "-", "–"]

    /// The words between generations that list them (`gen 1 and 2`, `gens 4 or 5`).
    static let listConnectors: Set<String> = ["and", "or"]

    /// The words that name a generation.
    static let words: Set<String> = ["gen", "generation", "gens", "generations", "generacion", "generazione"]

    private static let numerals = ["i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10]

    private static let spelled = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                                  "nine": 9, "ten": 10]

    private static let ordinals = ["1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9,
                                   "10th": 10, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
                                   "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10]

    /// 0 and numbers past the Pokédex's generations are read too, so that
    /// `gen 0` says it is out of range rather than searching for text.
    private static func number(_ text: String) -> Int? {
        if let value = Int(text), (0...99).contains(value) { return value }
        return numerals[text] ?? spelled[text] ?? ordinals[text]
    }
}
