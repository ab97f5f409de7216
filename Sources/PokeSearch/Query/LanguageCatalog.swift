import GRDB

/// The languages of the Pokédex, by PokéAPI name (`fr`, `ja-hrkt`) or ISO 639 code.
struct LanguageCatalog {
    let db: Database

    /// The language id for `name`: an exact PokéAPI name first, then an ISO 639 code.
    func id(for name: String) throws -> Int {
        let key = name.lowercased()
        let statement = try db.cachedStatement(sql: """
            SELECT id FROM language WHERE name = ? OR iso639 = ?
             ORDER BY name = ? DESC, id LIMIT 1
            """)
        if let id = try Int.fetchOne(statement, arguments: [key, key, key]) {
            return id
        }
        let known = try String.fetchAll(db, sql: """
            SELECT name FROM language WHERE id IN (SELECT DISTINCT language_id FROM localized_name WHERE kind = 'species')
             ORDER BY id
            """)
        throw QueryError.unknownLanguage(name, known: known)
    }
}
