/// How players ask which Pokémon give effort values (EVs) when defeated,
/// the ones to battle to train a stat: `speed evs`, `ev yield speed`,
/// `gives 2 attack evs`, `3 hp ev`, `evs de vitesse`.
enum EffortWords {
    /// Words and phrases that say effort values (folded).
    static let nouns: Set<String> = [
        "ev", "evs", "ev yield", "ev yields", "evs yield", "effort", "effort value", "effort values", "effort yield",
        "ev point", "ev points", "ev training", "ev train", "evs training", "fleisspunkte",
    ]

    /// Words before them that say the Pokémon gives them: `gives speed evs`.
    static let leads: Set<String> = ["gives", "give", "giving", "yields", "yield", "yielding", "drops", "donne", "gibt"]

    /// Words between the noun and the stat that say nothing more: `evs in speed`.
    static let joiners: Set<String> = ["in", "of", "for", "en", "de", "der"]

    /// The EVs one stat of one Pokémon can give.
    static let amounts = 1...3

    /// The longest noun of up to three words at `start`: its length.
    static func noun(count: Int, from start: Int, phrase: (Range<Int>) -> String) -> Int? {
        guard start < count else { return nil }
        for length in stride(from: min(3, count - start), through: 1, by: -1) where nouns.contains(phrase(start..<start + length)) {
            return length
        }
        return nil
    }

    /// The words the nouns start with, for the reader's quick check.
    static let firstWords: Set<String> = Set(firstWordsOf: nouns)

    /// The words the nouns end with.
    private static let lastWords: Set<String> = Set(nouns.compactMap { $0.split(separator: " ").last.map(String.init) })

    /// Whether the pieces of a query around `range` (a spaced comparison's:
    /// `2 attack`, `3 hp`) say effort values (`2 attack evs`, `ev yield 3
    /// hp`): then the number is the EVs', not the stat's value.
    static func surround(_ range: Range<Int>, of pieces: [(text: String, position: Int)]) -> Bool {
        if range.upperBound < pieces.count, firstWords.contains(pieces[range.upperBound].text.lowercased()) { return true }
        return range.lowerBound > 0 && lastWords.contains(pieces[range.lowerBound - 1].text.lowercased())
    }
}
