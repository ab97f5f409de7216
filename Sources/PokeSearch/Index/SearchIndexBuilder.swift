import GRDB

/// Builds the search index (Schema/02-search.sql) from the imported tables.
///
/// Runs after every import and after the default dataset is unpacked, inside
/// the same transaction, so the index always matches the data it describes.
public enum SearchIndexBuilder {
    /// English: the language of the `name` column and of display fallbacks.
    static let english = 9

    /// Creates and fills `pokemon_fts`, `search_name`, `lexicon` and
    /// `name_token`. The connection must have the `pokesearch` tokenizer
    /// registered (see `Pokedex.configuration`).
    public static func build(in db: Database) throws {
        try db.execute(sql: SchemaFile.search.sql)
        try fillFullTextIndex(db)
        try fillSearchNames(db)
        try fillLexicon(db)
        try db.execute(sql: "INSERT INTO pokemon_fts(pokemon_fts) VALUES ('optimize')")
    }

    /// One FTS5 row per Pokémon. Forms carry their species' names as well as
    /// their own, so `charizard` finds the megas too (ranking puts the default
    /// form first).
    private static func fillFullTextIndex(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO pokemon_fts(rowid, name, names, genus, flavor)
            SELECT p.id,
                   replace(p.name, '-', ' ') || ' ' || coalesce((
                       SELECT group_concat(n.name, ' ') FROM localized_name n
                        WHERE n.language_id = :english
                          AND ((n.kind = 'species' AND n.id = p.species_id) OR (n.kind = 'pokemon' AND n.id = p.id))), ''),
                   coalesce((
                       SELECT group_concat(n.name, ' ') FROM localized_name n
                        WHERE n.language_id <> :english
                          AND ((n.kind = 'species' AND n.id = p.species_id) OR (n.kind = 'pokemon' AND n.id = p.id))), ''),
                   coalesce((SELECT group_concat(t.genus, ' ') FROM species_text t WHERE t.species_id = p.species_id), ''),
                   coalesce((SELECT group_concat(t.flavor_text, ' ') FROM species_text t WHERE t.species_id = p.species_id), '')
              FROM pokemon p
            """, arguments: ["english": english])
    }

    /// Folded names for exact and prefix ranking, and the distinct name
    /// tokens typo tolerance corrects towards.
    private static func fillSearchNames(_ db: Database) throws {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT p.id AS pokemon_id, 0 AS language_id, replace(p.name, '-', ' ') AS name FROM pokemon p
            UNION ALL
            SELECT p.id, n.language_id, n.name FROM pokemon p
              JOIN localized_name n ON n.kind = 'species' AND n.id = p.species_id
            UNION ALL
            SELECT n.id, n.language_id, n.name FROM localized_name n WHERE n.kind = 'pokemon'
            """)
        let insertName = try db.makeStatement(sql: "INSERT OR IGNORE INTO search_name(folded, pokemon_id, language_id) VALUES (?, ?, ?)")
        var tokens = Set<String>()
        while let row = try rows.next() {
            let pokemonID: Int = row["pokemon_id"]
            let languageID: Int = row["language_id"]
            let name: String = row["name"]
            for folded in NameForms.searchableForms(of: name) {
                try insertName.execute(arguments: [folded, pokemonID, languageID])
                for token in folded.split(separator: " ") where NameForms.isTypoCandidate(token) {
                    tokens.insert(String(token))
                }
            }
        }
        let insertToken = try db.makeStatement(sql: "INSERT INTO name_token(token, length) VALUES (?, ?)")
        for token in tokens.sorted() {
            try insertToken.execute(arguments: [token, token.count])
        }
    }

    /// Every filterable thing under each of its names, folded. Types count
    /// only when some Pokémon has them (no `???`, `shadow` or `stellar`).
    private static func fillLexicon(_ db: Database) throws {
        let rows = try Row.fetchCursor(db, sql: """
            WITH entity(kind, id, slug) AS (
                SELECT 'type', id, name FROM type WHERE id IN (SELECT type_id FROM pokemon_type)
                UNION ALL SELECT 'ability', id, name FROM ability
                UNION ALL SELECT 'move', id, name FROM move
                UNION ALL SELECT 'color', id, name FROM color
                UNION ALL SELECT 'habitat', id, name FROM habitat
                UNION ALL SELECT 'shape', id, name FROM shape
                UNION ALL SELECT 'egg-group', id, name FROM egg_group
                UNION ALL SELECT 'generation', id, name FROM generation
            )
            SELECT kind, id, slug AS name FROM entity
            UNION ALL
            SELECT e.kind, e.id, n.name FROM entity e
              JOIN localized_name n ON n.kind = e.kind AND n.id = e.id
            """)
        let insert = try db.makeStatement(sql: "INSERT OR IGNORE INTO lexicon(phrase, kind, ref_id) VALUES (?, ?, ?)")
        while let row = try rows.next() {
            let kind: String = row["kind"]
            let id: Int = row["id"]
            let name: String = row["name"]
            for folded in NameForms.searchableForms(of: name) {
                try insert.execute(arguments: [folded, kind, id])
            }
        }
    }
}
