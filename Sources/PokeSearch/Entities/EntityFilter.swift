/// A condition on an entity's fields that a query's field or comparison
/// stands for (`type:fire`, `power>80`, `category:pokeballs`, `gen 4`),
/// tested in memory on `EntityFieldTable`'s rows. As in SQL, a missing
/// value (a status move's power, an unpriced item's cost) meets no
/// condition, and so meets its negation (`-power>0`).
indirect enum EntityFilter: Sendable {
    /// No condition: every entity of the kind.
    case everything
    /// A field compared with a number (`power>80`, `cost<1000`, `gen:4.5`).
    case comparison(EntityField, ComparisonOperator, Double)
    /// The field's id is one of these: types, move damage classes, item categories, generations.
    case oneOf(EntityField, Set<Int>)
    /// An item's category lies in one of these bag pockets.
    case pocket(Set<Int>)
    /// One of these entities: a class of moves (`recoil`, `raises attack`) as its moves.
    case ids(Set<Int>)
    case all([EntityFilter])
    case any([EntityFilter])
    case not(EntityFilter)

    var isEverything: Bool {
        if case .everything = self { return true }
        return false
    }

    /// Every condition of `filters` must hold.
    static func conjunction(_ filters: [EntityFilter]) -> EntityFilter {
        filters.count == 1 ? filters[0] : (filters.isEmpty ? .everything : .all(filters))
    }

    /// Any one of `filters` may hold.
    static func disjunction(_ filters: [EntityFilter]) -> EntityFilter {
        filters.count == 1 ? filters[0] : .any(filters)
    }

    /// The opposite condition (an entity without the value meets it).
    var negated: EntityFilter { .not(self) }

    /// Whether each of `rows` meets the condition: a column at a time, one
    /// tight pass per condition, rather than a walk down the conditions for
    /// each row (which cost ten times more in retains and copies).
    func mask(over rows: [EntityFieldRow]) -> [Bool] {
        switch self {
        case .everything: return Array(repeating: true, count: rows.count)
        case .comparison(let field, let op, let number):
            return rows.map { row in row.value(of: field).map { op.holds(Double($0), number) } ?? false }
        case .oneOf(let field, let ids):
            let lookup = Self.lookup(ids)
            return rows.map { row in row.value(of: field).map { lookup.indices.contains($0) && lookup[$0] } ?? false }
        case .pocket(let pockets):
            let lookup = Self.lookup(pockets)
            return rows.map { row in row.pocketID.map { lookup.indices.contains($0) && lookup[$0] } ?? false }
        case .ids(let ids):
            let lookup = Self.lookup(ids)
            return rows.map { lookup.indices.contains($0.id) && lookup[$0.id] }
        case .all(let filters):
            return filters.dropFirst().reduce(filters.first?.mask(over: rows) ?? Array(repeating: true, count: rows.count)) { mask, filter in
                zip(mask, filter.mask(over: rows)).map { $0 && $1 }
            }
        case .any(let filters):
            return filters.reduce(Array(repeating: false, count: rows.count)) { mask, filter in
                zip(mask, filter.mask(over: rows)).map { $0 || $1 }
            }
        case .not(let filter):
            return filter.mask(over: rows).map(!)
        }
    }

    /// `ids` (of types, categories, generations, moves: small numbers) as a table
    /// indexed by id, cheaper to test a thousand times than a hashed set.
    private static func lookup(_ ids: Set<Int>) -> [Bool] {
        var lookup = Array(repeating: false, count: (ids.max() ?? -1) + 1)
        for id in ids where id >= 0 { lookup[id] = true }
        return lookup
    }
}
