/// Free text as the full-text index matches it: every term must match, and
/// a term matches when one of its phrases does. For example, `fire char`
/// (fire being a type) leaves one term, `char`, with two phrases: `char` as
/// the prefix of a token in the name columns, or the token `char` anywhere.
///
/// User text never becomes syntax: a phrase is a list of analyzed tokens.
struct TextQuery: Equatable {
    /// Tokens at consecutive positions of one column.
    struct Phrase: Hashable {
        var tokens: [String]
        /// The last token matches any token that starts with it.
        var isPrefix: Bool
        var columns: ColumnSet
    }

    /// All required; each holds its alternative phrases, in order (bm25 sums them in this order).
    var terms: [[Phrase]]

    /// Every phrase, in order.
    var phrases: [Phrase] { terms.flatMap { $0 } }

    /// The conjunction of `terms`; nil when none has tokens.
    init?(terms: [TextTerm]) {
        let phrases = terms.compactMap(Self.phrases(for:))
        guard !phrases.isEmpty else { return nil }
        self.terms = phrases
    }

    /// One term alone: what `.text` filters and typo tolerance ask.
    init?(term: TextTerm) {
        self.init(terms: [term])
    }

    /// One term in `columns` only: whether a word is found by name or genus
    /// rather than only by flavor text (typo tolerance of keywords).
    init?(term: TextTerm, columns: ColumnSet) {
        guard let phrases = Self.phrases(for: term) else { return nil }
        let kept = phrases.compactMap { phrase -> Phrase? in
            let inside = ColumnSet(rawValue: phrase.columns.rawValue & columns.rawValue)
            return inside.rawValue == 0 ? nil : Phrase(tokens: phrase.tokens, isPrefix: phrase.isPrefix, columns: inside)
        }
        guard !kept.isEmpty else { return nil }
        terms = [kept]
    }

    /// A name, in the name columns only: how an ability or a flag word may
    /// also be read as a name, and `name:` fields.
    init?(name term: TextTerm) {
        guard !term.tokens.isEmpty else { return nil }
        terms = [[Phrase(tokens: term.tokens, isPrefix: term.isPrefix, columns: TextColumn.nameColumns)]]
    }

    /// The phrases one term may match: each correction of a misspelt word;
    /// the word being typed as a name prefix or as a whole token anywhere;
    /// else the tokens as a phrase; and the names the word is part of, in
    /// the name columns. CJK pairs are never prefixes.
    static func phrases(for term: TextTerm) -> [Phrase]? {
        guard !term.tokens.isEmpty else { return nil }
        if !term.corrections.isEmpty {
            // Name words: those of ASCII letters and digits take the analyzer's shortcut.
            return term.corrections.map { Phrase(tokens: Analyzer.queryTokens($0), isPrefix: false, columns: .all) }
        }
        let names = term.expansions.map { Phrase(tokens: Analyzer.queryTokens($0), isPrefix: false, columns: TextColumn.nameColumns) }
        if term.isPrefix && !isCJK(term.tokens) {
            return [Phrase(tokens: term.tokens, isPrefix: true, columns: TextColumn.nameColumns),
                    Phrase(tokens: term.tokens, isPrefix: false, columns: .all)] + names
        }
        return [Phrase(tokens: term.tokens, isPrefix: false, columns: .all)] + names
    }

    static func isCJK(_ tokens: [String]) -> Bool {
        tokens.contains { $0.unicodeScalars.contains { $0.value >= 0x2E80 } }
    }
}
