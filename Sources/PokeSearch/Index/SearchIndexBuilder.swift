import Dispatch
import GRDB

/// Builds the search index (Schema/02-search.sql) from the imported tables.
///
/// Runs after every import, inside the same transaction, so the index always
/// matches the data it describes. The bundled dataset carries an index too,
/// so a first run only inflates it; a database indexed by another version
/// is rebuilt in place.
public enum SearchIndexBuilder {
    /// Bumped whenever the analysis or the index layout changes: a database
    /// (or the bundled dataset) stamped with another version is re-indexed.
    public static let version = 2

    /// English: the language of the `name` column.
    static let english = 9

    /// Creates and fills `pokemon_fts`, `search_name`, `lexicon` and
    /// `name_token`. The connection must have the `pokesearch` tokenizer
    /// registered (see `Pokedex.configuration`).
    public static func build(in db: Database) throws {
        try db.execute(sql: SchemaFile.search.sql)
        let names = try PokemonNames.fetch(db)
        let forms = NameForms.searchableForms(of: names.distinctNames)
        try fillFullTextIndex(db, names: names, forms: forms)
        try fillSearchNames(db, names: names, forms: forms)
        try fillLexicon(db)
        try db.execute(sql: "INSERT INTO pokemon_fts(pokemon_fts) VALUES ('optimize')")
        try db.execute(sql: "INSERT OR REPLACE INTO dataset_info(key, value) VALUES ('search_index_version', ?)",
                       arguments: [String(version)])
    }

    /// Drops the search index and builds it again, in one transaction with
    /// the caller: an interrupted rebuild leaves the previous index.
    public static func rebuild(in db: Database) throws {
        for table in ["pokemon_fts", "search_name", "lexicon", "name_token"] {
            try db.execute(sql: "DROP TABLE IF EXISTS \(table)")
        }
        try build(in: db)
    }

    /// Whether `db` holds a search index built by this version.
    public static func isCurrent(in db: Database) throws -> Bool {
        guard try db.tableExists("pokemon_fts"), try db.tableExists("dataset_info") else { return false }
        let stamp = try String.fetchOne(db, sql: "SELECT value FROM dataset_info WHERE key = 'search_index_version'")
        return stamp == String(version)
    }

    /// One FTS5 row per Pokémon. Forms carry their species' names as well as
    /// their own, so `charizard` finds the megas too (ranking puts the default
    /// form first). Names in kana, hangul and hanzi come with their Latin
    /// spelling, so `pikachu` reaches ピカチュウ and `pikaqiu` 皮卡丘.
    private static func fillFullTextIndex(_ db: Database, names: PokemonNames, forms: [String: [String]]) throws {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT p.id, p.name,
                   coalesce((SELECT group_concat(t.genus, ' ') FROM species_text t WHERE t.species_id = p.species_id), '') AS genus,
                   coalesce((SELECT group_concat(t.flavor_text, ' ') FROM species_text t WHERE t.species_id = p.species_id), '') AS flavor
              FROM pokemon p ORDER BY p.id
            """)
        let insert = try db.makeStatement(sql: "INSERT INTO pokemon_fts(rowid, name, names, genus, flavor) VALUES (?, ?, ?, ?, ?)")
        while let row = try rows.next() {
            let id: Int = row["id"]
            let slug: String = row["name"]
            var englishNames = [slug.replacingOccurrences(of: "-", with: " ")]
            var others: [String] = []
            for entry in names.byPokemon[id] ?? [] {
                if entry.languageID == english { englishNames.append(entry.name); continue }
                others.append(entry.name)
                // The Latin spelling without ICU's syllable breaks: `pikaqiu`.
                if let spellings = forms[entry.name], spellings.count > 1 {
                    others.append(spellings[spellings.count - 1])
                }
            }
            try insert.execute(arguments: [id, englishNames.joined(separator: " "), others.joined(separator: " "),
                                           row["genus"], row["flavor"]])
        }
    }

    /// Folded names for exact and prefix ranking, and the distinct name
    /// words typo tolerance corrects towards.
    private static func fillSearchNames(_ db: Database, names: PokemonNames, forms: [String: [String]]) throws {
        let insertName = try db.makeStatement(sql: "INSERT OR IGNORE INTO search_name(folded, pokemon_id, language_id) VALUES (?, ?, ?)")
        var words = Set<Substring>()
        for (pokemonID, entries) in names.byPokemon {
            for entry in entries {
                for folded in forms[entry.name] ?? [] {
                    try insertName.execute(arguments: [folded, pokemonID, entry.languageID])
                    for word in folded.split(separator: " ") where NameForms.isTypoCandidate(word) {
                        words.insert(word)
                    }
                }
            }
        }
        let insertWord = try db.makeStatement(sql: "INSERT INTO name_token(token, length) VALUES (?, ?)")
        for word in words {
            try insertWord.execute(arguments: [String(word), word.count])
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
            let folded = TextFolder.fold(row["name"])
            guard !folded.isEmpty else { continue }
            try insert.execute(arguments: [folded, row["kind"], row["id"]])
        }
    }
}
