import GRDB

/// One entity's values of the fields queries filter on.
struct EntityFieldRow: Sendable {
    var id: Int
    var typeID: Int?
    /// A move's damage class, or an item's category (with that category's bag pocket).
    var categoryID: Int?
    var pocketID: Int?
    var generationID: Int?
    var power: Int?
    var accuracy: Int?
    var pp: Int?
    var priority: Int?
    var cost: Int?
    /// A nature's raised and lowered stats (stat ids).
    var raisesStatID: Int?
    var lowersStatID: Int?

    /// The number or id a field compares.
    func value(of field: EntityField) -> Int? {
        switch field {
        case .type: return typeID
        case .category: return categoryID
        case .generation: return generationID
        case .power: return power
        case .accuracy: return accuracy
        case .pp: return pp
        case .priority: return priority
        case .cost: return cost
        case .raises: return raisesStatID
        case .lowers: return lowersStatID
        case .moveClass, .inflicts: return nil
        }
    }
}

/// The fields of every move, item or ability of one kind, read once per
/// engine, so that a query's fields are tested in memory: SQLite scanned
/// the whole table for them, whose rows carry long effect texts (200–450
/// µs a query for a thousand moves or two thousand items; a pass over
/// these rows costs a few).
struct EntityFieldTable: Sendable {
    /// In id order.
    let rows: [EntityFieldRow]
    /// Every id, in order: what a query without fields lists.
    let allIDs: [Int]

    init(kind: EntityKind, db: Database) throws {
        let sql: String
        switch kind {
        case .move:
            sql = """
                SELECT e.id, e.type_id, d.id, e.power, e.accuracy, e.pp, e.priority, e.generation_id
                  FROM move e LEFT JOIN move_damage_class d ON d.name = e.damage_class ORDER BY e.id
                """
        case .item:
            sql = "SELECT e.id, e.category_id, c.pocket_id, e.cost FROM item e LEFT JOIN item_category c ON c.id = e.category_id ORDER BY e.id"
        case .ability, .type: sql = "SELECT id, generation_id FROM \(kind.table) ORDER BY id"
        case .nature: sql = "SELECT id, increased_stat_id, decreased_stat_id FROM nature ORDER BY id"
        }
        rows = try ReadStatement(db, sql: sql, cached: false).rows { row in
            func int(_ column: Int32) -> Int? { row.isNull(column) ? nil : row.int(column) }
            var fields = EntityFieldRow(id: row.int(0))
            switch kind {
            case .move:
                (fields.typeID, fields.categoryID) = (int(1), int(2))
                (fields.power, fields.accuracy, fields.pp, fields.priority, fields.generationID) = (int(3), int(4), int(5), int(6), int(7))
            case .item: (fields.categoryID, fields.pocketID, fields.cost) = (int(1), int(2), int(3))
            case .ability, .type: fields.generationID = int(1)
            case .nature: (fields.raisesStatID, fields.lowersStatID) = (int(1), int(2))
            }
            return fields
        }
        allIDs = rows.map(\.id)
    }

    /// The ids that `filter` keeps, in id order.
    func ids(where filter: EntityFilter) -> [Int] {
        guard !filter.isEverything else { return allIDs }
        return zip(rows, filter.mask(over: rows)).compactMap { row, holds in holds ? row.id : nil }
    }
}
