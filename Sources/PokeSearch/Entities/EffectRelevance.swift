import Foundation
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
        // Words beyond ASCII recur from text to text (`Pokémon`): each is folded once.
        var folded: [String: [Substring]] = [:]
        try ReadStatement(db, sql: """
            SELECT id, short_effect, \(longEffect) FROM \(kind.table) WHERE id IN (\(ids.map(String.init).joined(separator: ",")))
            """, cached: false).forEachRow { row in
            let summary = row.isNull(1) ? [] : words(of: row.text(1), folding: &folded)
            // The long effect is split only when the summary says too little: most are long.
            var effect: [Substring]??
            func effectWords() -> [Substring]? {
                if let effect { return effect }
                let split = row.isNull(2) ? nil : words(of: row.text(2), folding: &folded)
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
    private static func tier(_ summary: [Substring], _ effect: () -> [Substring]?, _ tokens: QueryWords) -> EffectRelevance? {
        if holdsPhrase(summary, tokens) { return .phraseInSummary }
        if holdsAll(summary, tokens) { return .wordsInSummary }
        if let effect = effect(), holdsPhrase(effect, tokens) { return .phraseInEffect }
        return nil
    }

    /// The folded words of `text`, read from its bytes: a word of ASCII
    /// letters and digits (nearly every word of an English text) is only
    /// lower-cased; one holding other bytes is folded whole (`Pokémon’s`:
    /// `pokemon`, `s`). Splitting a long effect a `Character` at a time cost
    /// a search whose words two effects hold together most of its time.
    static func words(of text: String) -> [Substring] {
        var folded: [String: [Substring]] = [:]
        return words(of: text, folding: &folded)
    }

    /// `words(of:)`, with the folds of words beyond ASCII kept in `folded`.
    private static func words(of text: String, folding folded: inout [String: [Substring]]) -> [Substring] {
        var words: [Substring] = []
        var text = text
        text.withUTF8 { bytes in
            var start: Int?, ascii = true, uppercase = false
            func end(at index: Int) {
                guard let first = start else { return }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
                if !ascii {
                    if let known = folded[word] {
                        words += known
                    } else {
                        let split = TextFolder.fold(word).split(separator: " ")
                        folded[word] = split
                        words += split
                    }
                } else {
                    words.append(Substring(uppercase ? word.lowercased() : word))
                }
                (start, ascii, uppercase) = (nil, true, false)
            }
            for index in bytes.indices {
                let byte = bytes[index]
                // An apostrophe is folded away inside a word (`Castform's`: `castforms`).
                guard byte.isASCIILetterOrDigit || byte >= 0x80 || (byte == UInt8(ascii: "'") && start != nil) else {
                    end(at: index)
                    continue
                }
                if start == nil { start = index }
                if byte >= 0x80 || byte == UInt8(ascii: "'") { ascii = false } else if byte.isASCIIUppercaseLetter { uppercase = true }
            }
            end(at: bytes.count)
        }
        return words
    }

    /// The query's tokens, each with the other words of its group where asked.
    private struct QueryWords {
        let typed: [String]
        let synonyms: [[String]]

        init(_ tokens: [String], synonyms: Bool) {
            typed = tokens
            self.synonyms = tokens.map { synonyms ? Array(EffectSynonyms.alternatives(of: $0).dropFirst()) : [] }
        }

        var count: Int { typed.count }
        var indices: Range<Int> { typed.indices }
        var hasSynonyms: Bool { synonyms.contains { !$0.isEmpty } }
    }

    /// Compared as bytes with `memcmp`: both sides are folded, and `==` on
    /// strings compares canonically equivalent Unicode, a slower path, as is
    /// the generic `elementsEqual` of two UTF-8 views.
    private static func matches(_ word: Substring, _ tokens: QueryWords, at index: Int) -> Bool {
        let typed = tokens.typed[index]
        if bytes(of: word, match: typed, prefix: index == tokens.count - 1) { return true }
        return tokens.synonyms[index].contains { bytes(of: word, match: $0, prefix: false) }
    }

    /// Whether `word`'s bytes are `token`'s, or with `prefix` begin with them.
    private static func bytes(of word: Substring, match token: String, prefix: Bool) -> Bool {
        let count = token.utf8.count
        guard prefix ? word.utf8.count >= count : word.utf8.count == count else { return false }
        let compared = word.utf8.withContiguousStorageIfAvailable { word in
            token.utf8.withContiguousStorageIfAvailable { token in
                count == 0 || memcmp(word.baseAddress!, token.baseAddress!, count) == 0
            }
        }
        return (compared ?? nil) ?? (prefix ? word.hasPrefix(token) : word == token)
    }

    private static func holdsAll(_ words: [Substring], _ tokens: QueryWords) -> Bool {
        tokens.indices.allSatisfy { index in words.contains { matches($0, tokens, at: index) } }
    }

    /// The tokens in order, each at most one word after the one before: a
    /// query leaves out small words (`immune ground` in "immune to Ground").
    private static func holdsPhrase(_ words: [Substring], _ tokens: QueryWords) -> Bool {
        func follows(from index: Int, token: Int) -> Bool {
            guard token < tokens.count else { return true }
            return (index..<min(index + 2, words.count)).contains { matches(words[$0], tokens, at: token) && follows(from: $0 + 1, token: token + 1) }
        }
        return words.indices.contains { matches(words[$0], tokens, at: 0) && follows(from: $0 + 1, token: 1) }
    }
}
