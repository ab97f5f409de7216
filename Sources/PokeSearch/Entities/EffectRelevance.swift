import GRDB

/// How well the English texts of an effect match say the query's words,
/// best first: the short effect (the line a page shows) holding them as a
/// phrase, then holding them all, then the long effect holding the phrase,
/// then the rest (words found apart, or in other languages' texts). A
/// phrase is the words in order, a small word left out between them.
/// `abilities immune to ground`: Levitate's long effect says "immune to
/// Ground-type moves", Volt Absorb's only holds the words here and there.
enum EffectRelevance: Int, Comparable {
    case phraseInSummary, wordsInSummary, phraseInEffect
    /// The same three, said with another word of a token's group (`EffectSynonyms`):
    /// `boosts attack` is Intrepid Sword's "Boosts Attack" before Guts' "Increases Attack".
    case synonymPhraseInSummary, synonymWordsInSummary, synonymPhraseInEffect
    case elsewhere

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
        let typed = QueryWords(tokens, synonyms: false), grouped = QueryWords(tokens, synonyms: true)
        var result: [Int: EffectRelevance] = [:]
        var folds = EffectWords.Folds()
        try ReadStatement(db, sql: """
            SELECT id, short_effect, \(longEffect) FROM \(kind.table) WHERE id IN (\(ids.map(String.init).joined(separator: ",")))
            """, cached: false).forEachRow { row in
            let summary = EffectWords(row.isNull(1) ? "" : row.text(1), folds: &folds)
            // The long effect is split only when the summary says too little: most are long.
            var effect: EffectWords??
            func effectWords() -> EffectWords? {
                if let effect { return effect }
                let split = row.isNull(2) ? nil : EffectWords(row.text(2), folds: &folds)
                effect = .some(split)
                return split
            }
            if let tier = tier(summary, effectWords, typed) {
                result[row.int(0)] = tier
            } else if grouped.hasSynonyms, let tier = tier(summary, effectWords, grouped) {
                result[row.int(0)] = EffectRelevance(rawValue: tier.rawValue + synonymPhraseInSummary.rawValue)
            }
        }
        return result
    }

    /// The first three tiers `tokens` reach in a short and a long effect's words.
    private static func tier(_ summary: EffectWords, _ effect: () -> EffectWords?, _ tokens: QueryWords) -> EffectRelevance? {
        if holdsPhrase(summary, tokens) { return .phraseInSummary }
        if holdsAll(summary, tokens) { return .wordsInSummary }
        if let effect = effect(), holdsPhrase(effect, tokens) { return .phraseInEffect }
        return nil
    }

    /// The query's tokens as bytes, each with the other words of its group where asked.
    private struct QueryWords {
        let typed: [[UInt8]]
        let synonyms: [[[UInt8]]]

        init(_ tokens: [String], synonyms: Bool) {
            typed = tokens.map { Array($0.utf8) }
            self.synonyms = tokens.map { synonyms ? EffectSynonyms.alternatives(of: $0).dropFirst().map { Array($0.utf8) } : [] }
        }

        var count: Int { typed.count }
        var indices: Range<Int> { typed.indices }
        var hasSynonyms: Bool { synonyms.contains { !$0.isEmpty } }
    }

    /// Whether word `word` of `words` is token `index` (the last one as a prefix) or another word of its group.
    private static func matches(_ words: EffectWords, _ word: Int, _ tokens: QueryWords, at index: Int) -> Bool {
        if words.word(word, is: tokens.typed[index], prefix: index == tokens.count - 1) { return true }
        return tokens.synonyms[index].contains { words.word(word, is: $0, prefix: false) }
    }

    private static func holdsAll(_ words: EffectWords, _ tokens: QueryWords) -> Bool {
        tokens.indices.allSatisfy { index in words.indices.contains { matches(words, $0, tokens, at: index) } }
    }

    /// The tokens in order, each at most one word after the one before: a
    /// query leaves out small words (`immune ground` in "immune to Ground").
    private static func holdsPhrase(_ words: EffectWords, _ tokens: QueryWords) -> Bool {
        func follows(from index: Int, token: Int) -> Bool {
            guard token < tokens.count else { return true }
            return (index..<min(index + 2, words.count)).contains {
                matches(words, $0, tokens, at: token) && follows(from: $0 + 1, token: token + 1)
            }
        }
        return words.indices.contains { matches(words, $0, tokens, at: 0) && follows(from: $0 + 1, token: 1) }
    }
}
