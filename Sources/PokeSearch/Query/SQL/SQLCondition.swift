import GRDB

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
