import GRDB

/// A query resolved against the Pokédex: free text for the FTS5 index and
/// SQL conditions for everything the query names (types, stats, ...).
struct SearchPlan {
    /// Free-text terms, all required; they drive bm25 and name ranking.
    var terms: [TextTerm] = []
    /// Further conditions on `pokemon_card AS c`, all required.
    var conditions: [SQLCondition] = []
    /// What the resolved filters mean, for `--explain`.
    var filterDescriptions: [String] = []
    /// Folded words read as an ability or a move that may also start a name
    /// (`charm` → Charmander): they rank names when no free text does.
    var nameLikeFilters: [String] = []

    var isEmpty: Bool { terms.isEmpty && conditions.isEmpty }

    /// The folded free text, compared with whole names for exact and prefix ranking.
    var nameQuery: String? {
        let words = terms.map { $0.corrections.first ?? $0.tokens.joined(separator: " ") }
        let text = (words.isEmpty ? nameLikeFilters : words).joined(separator: " ")
        return text.isEmpty ? nil : text
    }
}

/// One free-text term, analyzed.
struct TextTerm: Equatable {
    /// As typed.
    var text: String
    /// The analyzer's query tokens: one Latin word, several for `ho-oh`, CJK pairs for `ザードン`.
    var tokens: [String]
    /// The last term of a query matches name prefixes: results follow typing.
    var isPrefix: Bool
    var position: Int
    /// Spellings typo tolerance substituted, best first; empty when typed right.
    var corrections: [String] = []
    /// Edits between `text` and the first correction.
    var typos: Int = 0
}

/// A boolean SQL expression over `pokemon_card AS c` with its arguments.
struct SQLCondition {
    var sql: String
    var arguments: [(any DatabaseValueConvertible)?]

    init(_ sql: String, _ arguments: [(any DatabaseValueConvertible)?] = []) {
        self.sql = sql
        self.arguments = arguments
    }

    /// `NOT (…)`.
    var negated: SQLCondition { SQLCondition("NOT (\(sql))", arguments) }

    /// `(a OR b OR …)`.
    static func any(_ conditions: [SQLCondition]) -> SQLCondition {
        guard conditions.count > 1 else { return conditions[0] }
        return SQLCondition(
            "(" + conditions.map(\.sql).joined(separator: " OR ") + ")",
            conditions.flatMap(\.arguments))
    }
}
