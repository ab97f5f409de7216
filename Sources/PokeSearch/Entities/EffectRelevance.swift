import GRDB

/// How well the English texts of an effect match say the query's words,
/// best first: the short effect (the line a page shows) holding them as a
/// phrase, then holding them all, then the long effect holding the phrase,
/// then the rest (words found apart, or in other languages' texts). A
/// phrase is the words in order, a small word left out between them.
/// `abilities immune to ground`: Levitate's long effect says "immune to
/// Ground-type moves", Volt Absorb's only holds the words here and there.
enum EffectRelevance: Int, Comparable {
    case phraseInSummary, wordsInSummary, phraseInEffect, elsewhere

    static func < (lhs: EffectRelevance, rhs: EffectRelevance) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The long effects read at most: past this many matches (words that
    /// most texts hold) only the short effects are, which keeps a search's
    /// cost bounded.
    static let longEffectsRead = 100

    /// The relevance of each of `ids` (of `kind`) to `tokens` (folded; the
    /// last one may be a prefix). The long effect is read only for a phrase
    /// of two words or more: one word is in every match's texts already.
    static func of(_ ids: [Int], kind: EntityKind, tokens: [String], in db: Database) throws -> [Int: EffectRelevance] {
        guard !ids.isEmpty, !tokens.isEmpty else { return [:] }
        let longEffect = tokens.count > 1 && ids.count <= longEffectsRead ? "effect" : "NULL"
        var result: [Int: EffectRelevance] = [:]
        try ReadStatement(db, sql: """
            SELECT id, short_effect, \(longEffect) FROM \(kind.table) WHERE id IN (\(ids.map(String.init).joined(separator: ",")))
            """, cached: false).forEachRow { row in
            let summary = row.isNull(1) ? [] : words(of: row.text(1))
            if holdsPhrase(summary, tokens) {
                result[row.int(0)] = .phraseInSummary
            } else if holdsAll(summary, tokens) {
                result[row.int(0)] = .wordsInSummary
            } else if !row.isNull(2), holdsPhrase(words(of: row.text(2)), tokens) {
                result[row.int(0)] = .phraseInEffect
            }
        }
        return result
    }

    private static func words(of text: String) -> [Substring] {
        TextFolder.fold(text).split { !$0.isLetter && !$0.isNumber }
    }

    private static func matches(_ word: Substring, _ tokens: [String], at index: Int) -> Bool {
        index == tokens.count - 1 ? word.hasPrefix(tokens[index]) : word == tokens[index]
    }

    private static func holdsAll(_ words: [Substring], _ tokens: [String]) -> Bool {
        tokens.indices.allSatisfy { index in words.contains { matches($0, tokens, at: index) } }
    }

    /// The tokens in order, each at most one word after the one before: a
    /// query leaves out small words (`immune ground` in "immune to Ground").
    private static func holdsPhrase(_ words: [Substring], _ tokens: [String]) -> Bool {
        func follows(from index: Int, token: Int) -> Bool {
            guard token < tokens.count else { return true }
            return (index..<min(index + 2, words.count)).contains { matches(words[$0], tokens, at: token) && follows(from: $0 + 1, token: token + 1) }
        }
        return words.indices.contains { matches(words[$0], tokens, at: 0) && follows(from: $0 + 1, token: 1) }
    }
}
