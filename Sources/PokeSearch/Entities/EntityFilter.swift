import GRDB

/// One SQL condition over the entity table (alias `e`) that a query's field
/// or comparison stands for, with its arguments.
struct EntityFilter {
    var sql: String
    var arguments: [any DatabaseValueConvertible & Sendable]

    /// No condition: every entity of the kind.
    static let everything = EntityFilter(sql: "1", arguments: [])

    var isEverything: Bool { sql == Self.everything.sql && arguments.isEmpty }

    /// Every condition of `filters` must hold.
    static func conjunction(_ filters: [EntityFilter]) -> EntityFilter {
        guard !filters.isEmpty else { return .everything }
        return EntityFilter(sql: filters.map { "(\($0.sql))" }.joined(separator: " AND "), arguments: filters.flatMap(\.arguments))
    }

    /// Any one of `filters` may hold.
    static func disjunction(_ filters: [EntityFilter]) -> EntityFilter {
        EntityFilter(sql: filters.map { "(\($0.sql))" }.joined(separator: " OR "), arguments: filters.flatMap(\.arguments))
    }

    /// The opposite condition (NULLs count as not holding).
    var negated: EntityFilter { EntityFilter(sql: "NOT coalesce((\(sql)), 0)", arguments: arguments) }
}
