/// Writes FTS5 query syntax for analyzed terms. User text never reaches
/// FTS5 unquoted: every token is a double-quoted string, so `"`, `*`, `^`,
/// `NEAR(`, `:` and `AND`/`OR`/`NOT` typed by a user are only text.
///
/// See https://www.sqlite.org/fts5.html#full_text_query_syntax
enum FullTextExpression {
    /// Columns holding names, where a prefix (the word being typed) may match.
    static let nameColumns = "{name names}"

    /// The expression one term must satisfy, e.g. `"mr mime"`,
    /// `({name names} : "pika"*) OR "pika"`, `("charizrd" OR "charizard")`.
    static func expression(for term: TextTerm) -> String? {
        guard !term.tokens.isEmpty else { return nil }
        if !term.corrections.isEmpty {
            let spellings = term.corrections.map { quoted($0) }
            return "(" + spellings.joined(separator: " OR ") + ")"
        }
        let phrase = quoted(term.tokens.joined(separator: " "))
        if term.isPrefix && !isCJK(term.tokens) {
            return "(\(nameColumns) : \(phrase)*) OR \(phrase)"
        }
        return phrase
    }

    /// All terms: every one must match.
    static func conjunction(of terms: [TextTerm]) -> String? {
        let parts = terms.compactMap { expression(for: $0) }
        guard !parts.isEmpty else { return nil }
        return parts.map { "(\($0))" }.joined(separator: " AND ")
    }

    /// Names only: how an ability or flag word may also be read as a name.
    static func nameExpression(for term: TextTerm) -> String? {
        guard !term.tokens.isEmpty else { return nil }
        let phrase = quoted(term.tokens.joined(separator: " "))
        return "\(nameColumns) : \(phrase)" + (term.isPrefix ? "*" : "")
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// CJK tokens are character pairs matched as a phrase, never as prefixes.
    static func isCJK(_ tokens: [String]) -> Bool {
        tokens.contains { $0.unicodeScalars.contains { $0.value >= 0x2E80 } }
    }
}
