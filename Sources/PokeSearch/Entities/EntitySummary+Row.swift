import GRDB

extension EntitySummary {
    /// The summaries of `kind` numbered `ids`, by id, with names in
    /// `languageID` (trimmed: the dump has Japanese item names with a leading space).
    static func fetch(_ kind: EntityKind, ids: [Int], languageID: Int, in db: Database) throws -> [EntitySummary] {
        let columns: String, joins: String
        switch kind {
        case .move:
            columns = "t.name AS type, e.damage_class AS category, e.power, e.accuracy, e.pp, e.priority, e.generation_id AS generation"
            joins = "LEFT JOIN type t ON t.id = e.type_id"
        case .item:
            columns = "c.name AS category, p.name AS pocket, e.cost"
            joins = "LEFT JOIN item_category c ON c.id = e.category_id LEFT JOIN item_pocket p ON p.id = c.pocket_id"
        case .ability:
            columns = "e.generation_id AS generation"
            joins = ""
        case .type:
            columns = "e.generation_id AS generation"
            joins = ""
        case .nature:
            columns = "up.name AS raises, down.name AS lowers, e.likes_flavor, e.hates_flavor"
            joins = "LEFT JOIN stat up ON up.id = e.increased_stat_id LEFT JOIN stat down ON down.id = e.decreased_stat_id"
        }
        let effect = kind.hasTexts ? "e.short_effect" : "NULL"
        let sql = """
            SELECT e.id, e.name, \(effect) AS short_effect, \(columns),
                   trim(coalesce((SELECT name FROM localized_name WHERE kind = ? AND id = e.id AND language_id = ?),
                                 (SELECT name FROM localized_name WHERE kind = ? AND id = e.id AND language_id = ?), e.name)) AS display_name
              FROM \(kind.table) e \(joins)
             WHERE e.id IN (\(ids.map(String.init).joined(separator: ",")))
             ORDER BY e.id
            """
        let arguments: StatementArguments = [kind.nameKind.rawValue, languageID, kind.nameKind.rawValue, Languages.english]
        return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
            EntitySummary(kind: kind, id: row["id"], name: row["name"], displayName: row["display_name"],
                          shortEffect: row["short_effect"], generation: row["generation"], type: row["type"],
                          category: row["category"], pocket: row["pocket"], power: row["power"], accuracy: row["accuracy"],
                          pp: row["pp"], priority: row["priority"], cost: row["cost"], raises: row["raises"], lowers: row["lowers"],
                          likesFlavor: row["likes_flavor"], hatesFlavor: row["hates_flavor"])
        }
    }
}
