import GRDB

extension EntityDetail {
    /// The detail of `kind` number `id`, with texts in `language`.
    public static func load(_ kind: EntityKind, id: Int, language: String = "en", from pokedex: Pokedex) throws -> EntityDetail {
        try pokedex.read { db in
            let languageID = try pokedex.languages.id(for: language, in: db)
            guard let summary = try EntitySummary.fetch(kind, ids: [id], languageID: languageID, in: db).first else {
                throw EntityError.unknownEntity(String(id), kind: kind, suggestions: [])
            }
            let effect = !kind.hasTexts ? nil : try String.fetchOne(db, sql: "SELECT effect FROM \(kind.table) WHERE id = ?", arguments: [id])
            let flavor = try String.fetchOne(db, sql: """
                SELECT flavor_text FROM entity_text WHERE kind = ? AND id = ? AND flavor_text IS NOT NULL
                 ORDER BY language_id = ? DESC, language_id = ? DESC LIMIT 1
                """, arguments: [kind.nameKind.rawValue, id, languageID, Languages.english])
            let names = try Row.fetchAll(db, sql: """
                SELECT l.name AS language, trim(n.name) AS name FROM localized_name n JOIN language l ON l.id = n.language_id
                 WHERE n.kind = ? AND n.id = ? ORDER BY l.id
                """, arguments: [kind.nameKind.rawValue, id]).map { PokemonDetail.LocalizedName(language: $0["language"], name: $0["name"]) }
            return EntityDetail(summary: summary, effect: effect, flavorText: flavor, names: names,
                                pokemon: try holders(kind, id: id, languageID: languageID, in: db))
        }
    }

    private static func holders(_ kind: EntityKind, id: Int, languageID: Int, in db: Database) throws -> [Holder] {
        let sql: String
        switch kind {
        case .move: sql = "SELECT pokemon_id, NULL AS is_hidden FROM pokemon_move WHERE move_id = ?"
        case .ability: sql = "SELECT pokemon_id, max(is_hidden) AS is_hidden FROM pokemon_ability WHERE ability_id = ? GROUP BY pokemon_id"
        case .item: sql = "SELECT pokemon_id, NULL AS is_hidden FROM pokemon_held_item WHERE item_id = ?"
        case .type: sql = "SELECT pokemon_id, NULL AS is_hidden FROM pokemon_type WHERE type_id = ?"
        case .nature: return []
        }
        let rows = try Row.fetchAll(db, sql: sql, arguments: [id])
        let hidden = Dictionary(rows.map { ($0["pokemon_id"] as Int, $0["is_hidden"] as Bool?) }, uniquingKeysWith: { a, _ in a })
        let summaries = try PokemonSummary.fetch(ids: Array(hidden.keys), languageID: languageID, in: db)
        return summaries.values
            .sorted { ($0.speciesID, $0.id) < ($1.speciesID, $1.id) }
            .map { Holder(id: $0.id, name: $0.name, displayName: $0.displayName, speciesID: $0.speciesID, types: $0.types,
                          isHidden: hidden[$0.id] ?? nil) }
    }
}
