import Dispatch
import Foundation
import GRDB

/// Builds the search index (Schema/02-search.sql) from the imported tables.
///
/// Runs after every import, inside the same transaction, so the index always
/// matches the data it describes. The bundled dataset carries an index too,
/// so a first run only inflates it; a database indexed by another version
/// is rebuilt in place.
enum SearchIndexBuilder {
    /// Bumped whenever the analysis or the index layout changes: a database
    /// (or the bundled dataset) stamped with another version is re-indexed.
    static let version = 13
    /// The `dataset_info` key that records it.
    static let versionKey = "search_index_version"

    /// Creates and fills the tables of Schema/02-search.sql.
    static func build(in db: Database) throws {
        try db.execute(sql: SchemaFile.search.sql)
        let names = try PokemonNames.fetch(db)
        let formNames = try FormNames.fetch(db)
        let forms = NameForms.searchableForms(of: names.distinctNames.union(formNames.entries.map(\.name)))
        // The postings are made on another thread while this one writes the other tables.
        let documents = try fullTextDocuments(db, names: names, formNames: formNames, forms: forms)
        let postings = BackgroundWork { TextIndexWriter.index(documents) }
        let effectTexts = try EffectTerms.kinds.map { (kind: $0, texts: try EffectTerms.texts(of: $0, in: db)) }
        let effectTerms = BackgroundWork { effectTexts.map { (kind: $0.kind, terms: EffectTerms.terms(of: $0.texts)) } }
        let entityNameSources = try EntityNameTable.kinds.map { try EntityNameTable.source(of: $0.kind, names: $0.names, in: db) }
        let entityNames = BackgroundWork { entityNameSources.map { EntityNameTable(folding: $0).encoded() } }
        try fillSearchNames(db, names: names, forms: forms)
        try fillSearchForms(db, formNames: formNames, forms: forms)
        try fillLexicon(db)
        try fillMatchups(db)
        try SummaryNames.fill(db)
        let columnSizes = try fillFullTextIndex(db, with: postings.wait())
        try fillEffectTerms(db, effectTerms.wait())
        try fillEntityNames(db, entityNames.wait())
        try db.execute(sql: "INSERT INTO search_card(id, data) VALUES (1, ?)",
                       arguments: [Data(CardTable.build(from: db, columnSizes: columnSizes).encoded())])
        try db.execute(sql: "INSERT OR REPLACE INTO dataset_info(key, value) VALUES (?, ?)",
                       arguments: [versionKey, String(version)])
    }

    /// Starts what a build can do before the data is in, on another thread:
    /// an import calls this first, so that ICU's transliteration rules load
    /// while it decodes the dump (see `Transliterator.loadRules`).
    static func prepareInBackground() {
        DispatchQueue.global(qos: .userInitiated).async { Transliterator.loadRules() }
    }

    /// Drops the search index and builds it again, in one transaction with
    /// the caller: an interrupted rebuild leaves the previous index.
    static func rebuild(in db: Database) throws {
        for table in ["pokemon_fts", "search_term", "search_card", "search_name", "search_form", "lexicon", "name_token", "search_matchup", "search_summary", "entity_term", "entity_name"] {
            try db.execute(sql: "DROP TABLE IF EXISTS \(table)")
        }
        try build(in: db)
    }

    /// Whether `db` holds a search index built by this version.
    static func isCurrent(in db: Database) throws -> Bool {
        guard try db.tableExists("search_term"), try db.tableExists("dataset_info") else { return false }
        let stamp = try String.fetchOne(db, sql: "SELECT value FROM dataset_info WHERE key = ?", arguments: [versionKey])
        return stamp == String(version)
    }

    /// One full-text document per Pokémon, in id order: its columns'
    /// analyzed text. Forms carry their species' names as well as their own,
    /// so `charizard` finds the megas too (ranking puts the default form
    /// first). Names in kana, hangul and hanzi come with their Latin
    /// spelling, so `pikachu` reaches ピカチュウ and `pikaqiu` 皮卡丘.
    ///
    /// Text is analyzed on every core (see PreAnalyzedText); forms share
    /// their species' analyzed texts.
    private static func fullTextDocuments(_ db: Database, names: PokemonNames, formNames: FormNames,
                                          forms: [String: [String]]) throws -> [[String]] {
        let pokemon = try Row.fetchAll(db, sql: "SELECT id, name, species_id FROM pokemon ORDER BY id")
            .map { (id: $0["id"] as Int, slug: $0["name"] as String, speciesID: $0["species_id"] as Int) }
        let texts = try Row.fetchAll(db, sql: """
            SELECT species_id,
                   coalesce(group_concat(genus, ' '), '') AS genus,
                   coalesce(group_concat(flavor_text, ' '), '') AS flavor
              FROM species_text GROUP BY species_id ORDER BY species_id
            """).map { (speciesID: $0["species_id"] as Int, genus: $0["genus"] as String, flavor: $0["flavor"] as String) }

        let cosmeticNames = Dictionary(grouping: formNames.entries, by: \.pokemonID).mapValues { $0.map(\.name) }
        let nameTexts = pokemon.concurrentMap { entry in
            var (name, names) = nameColumns(of: entry.id, slug: entry.slug, names: names, forms: forms)
            // Cosmetic forms (`Unown B`) are found through their Pokémon.
            names += " " + (cosmeticNames[entry.id] ?? []).joined(separator: " ")
            return [PreAnalyzedText.encode(name, mode: .document), PreAnalyzedText.encode(names, mode: .document)]
        }
        let textColumns = texts.concurrentMap { text in
            [PreAnalyzedText.encode(text.genus, mode: .document), PreAnalyzedText.encode(text.flavor, mode: .prose)]
        }
        var textsBySpecies: [Int: [String]] = [:]
        for (index, text) in texts.enumerated() { textsBySpecies[text.speciesID] = textColumns[index] }
        return pokemon.enumerated().map { document, entry in
            nameTexts[document] + (textsBySpecies[entry.speciesID] ?? ["", ""])
        }
    }

    /// Writes `search_term`; returns each document's column sizes.
    private static func fillFullTextIndex(_ db: Database, with made: TextIndexWriter.Made) throws -> [Int32] {
        let insert = try InsertStatement(db, sql: "INSERT INTO search_term(term, postings, name_postings) VALUES (?, ?, ?)")
        for (term, blob, nameBlob) in made.postings {
            try insert.execute(term, Data(blob), nameBlob.map { Data($0) })
        }
        return made.columnSizes
    }

    /// Writes `entity_term`.
    private static func fillEffectTerms(_ db: Database, _ kinds: [(kind: String, terms: [(term: String, ids: [Int])])]) throws {
        let insert = try InsertStatement(db, sql: "INSERT INTO entity_term(kind, term, ids) VALUES (?, ?, ?)")
        for (kind, terms) in kinds {
            for (term, ids) in terms {
                try insert.execute(kind, term, Data(EffectTerms.encode(ids)))
            }
        }
    }

    /// Writes `entity_name`: each kind's names, folded and laid out, in `EntityNameTable.kinds` order.
    private static func fillEntityNames(_ db: Database, _ tables: [[UInt8]]) throws {
        let insert = try InsertStatement(db, sql: "INSERT INTO entity_name(kind, data) VALUES (?, ?)")
        for ((kind, _), table) in zip(EntityNameTable.kinds, tables) {
            try insert.execute(kind, Data(table))
        }
    }

    /// The `name` column (slug and English names) and the `names` column (the
    /// other languages, with the Latin spellings of CJK names run together).
    private static func nameColumns(of id: Int, slug: String, names: PokemonNames, forms: [String: [String]]) -> (String, String) {
        var englishNames = [slug.replacingOccurrences(of: "-", with: " ")]
        var others: [String] = []
        for entry in names.byPokemon[id] ?? [] {
            if entry.languageID == Languages.english { englishNames.append(entry.name); continue }
            others.append(entry.name)
            // The Latin spelling without ICU's syllable breaks: `pikaqiu`.
            if let spellings = forms[entry.name], spellings.count > 1 {
                others.append(spellings[spellings.count - 1])
            }
        }
        // Names typed without their separators: `hooh`, `mrmime`, `typenull`.
        englishNames += englishNames.compactMap { NameForms.compact(TextFolder.fold($0)) }
        others += others.compactMap { NameForms.compact(TextFolder.fold($0)) }
        return (englishNames.joined(separator: " "), others.joined(separator: " "))
    }

    /// Folded names for exact and prefix ranking, and the distinct name
    /// words typo tolerance corrects towards.
    private static func fillSearchNames(_ db: Database, names: PokemonNames, forms: [String: [String]]) throws {
        let insertName = try InsertStatement(db, sql: "INSERT OR IGNORE INTO search_name(folded, pokemon_id, language_id) VALUES (?, ?, ?)")
        var words = Set<Substring>()
        for (pokemonID, entries) in names.byPokemon {
            for entry in entries {
                for spelling in forms[entry.name] ?? [] {
                    for folded in [spelling, NameForms.compact(spelling)].compactMap({ $0 }) {
                        try insertName.execute(folded, pokemonID, entry.languageID)
                        for word in folded.split(separator: " ") where NameForms.isTypoCandidate(word) {
                            words.insert(word)
                        }
                    }
                }
            }
        }
        let insertWord = try InsertStatement(db, sql: "INSERT INTO name_token(token, length) VALUES (?, ?)")
        for word in words {
            try insertWord.execute(String(word), word.count)
        }
    }

    /// The type chart combined over each Pokémon's types. The chart only holds
    /// non-neutral pairs, so a factor is 100 shifted left per 2× and right per
    /// ½, and 0 if any is 0×.
    private static func fillMatchups(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO search_matchup(attacking_type_id, factor, pokemon_id)
            SELECT a.attacking_type_id,
                   CASE WHEN sum(COALESCE(e.factor, 100) = 0) > 0 THEN 0
                        ELSE (100 << sum(COALESCE(e.factor, 100) = 200)) >> sum(COALESCE(e.factor, 100) = 50)
                   END,
                   pt.pokemon_id
              FROM pokemon_type pt
             CROSS JOIN (SELECT DISTINCT attacking_type_id FROM type_efficacy) a
              LEFT JOIN type_efficacy e
                     ON e.attacking_type_id = a.attacking_type_id AND e.defending_type_id = pt.type_id
             GROUP BY pt.pokemon_id, a.attacking_type_id
            """)
    }

    /// Folded names of cosmetic forms (and their compact spellings), so that
    /// a search naming one ranks its Pokémon first and says which form matched.
    private static func fillSearchForms(_ db: Database, formNames: FormNames, forms: [String: [String]]) throws {
        let insert = try InsertStatement(db, sql: "INSERT OR IGNORE INTO search_form(folded, form_id, pokemon_id) VALUES (?, ?, ?)")
        for entry in formNames.entries {
            for spelling in forms[entry.name] ?? [] {
                for folded in [spelling, NameForms.compact(spelling)].compactMap({ $0 }) {
                    try insert.execute(folded, entry.formID, entry.pokemonID)
                }
            }
        }
    }

    /// Every filterable thing under each of its names, folded. Types count
    /// only when some Pokémon has them (no `???`, `shadow` or `stellar`),
    /// regions only when they brought a generation (not Hisui or Orre), and
    /// genera only as phrases of more than one word (`fox pokemon`, not
    /// German's lone `Fuchs`, which reads as any other word). A place whose
    /// slug begins with its region is also named without it when two words
    /// or more are left: English calls some only by the slug (`Kanto Power
    /// Plant`), and players say `power plant` (`galar mine` stays whole:
    /// `mine` alone is a word).
    private static func fillLexicon(_ db: Database) throws {
        let entities = LexiconKind.allCases.compactMap { kind -> String? in
            guard let table = kind.table else { return nil }
            let filter = switch kind {
            case .type: " WHERE id IN (SELECT type_id FROM pokemon_type)"
            case .region: " WHERE generation_id IS NOT NULL"
            case .location:
                """
                 WHERE id IN (SELECT a.location_id FROM location_area a WHERE a.id IN (SELECT location_area_id FROM pokemon_encounter))
                    OR id IN (SELECT location_id FROM evolution)
                """
            default: ""
            }
            let nameKind = kind.nameKind.map { "'\($0.rawValue)'" } ?? "NULL"
            return "SELECT '\(kind.rawValue)', \(nameKind), id, name FROM \(table)\(filter)"
        }
        let rows = try Row.fetchCursor(db, sql: """
            WITH entity(kind, name_kind, id, slug) AS (
                \(entities.joined(separator: "\n    UNION ALL "))
            )
            SELECT kind, id, slug AS name FROM entity
            UNION ALL
            SELECT e.kind, e.id, n.name FROM entity e
              JOIN localized_name n ON n.kind = e.name_kind AND n.id = e.id
            UNION ALL
            SELECT e.kind, e.id, substr(e.slug, length(r.name) + 2) FROM entity e
              JOIN region r ON e.kind = '\(LexiconKind.location.rawValue)' AND e.slug GLOB r.name || '-*-*'
            UNION ALL
            SELECT '\(LexiconKind.genus.rawValue)', species_id, genus FROM species_text WHERE genus IS NOT NULL
            """)
        let insert = try InsertStatement(db, sql: "INSERT OR IGNORE INTO lexicon(phrase, kind, ref_id) VALUES (?, ?, ?)")
        while let row = try rows.next() {
            let folded = TextFolder.fold(row["name"])
            guard !folded.isEmpty else { continue }
            if (row["kind"] as String) == LexiconKind.genus.rawValue && !folded.containsByte(UInt8(ascii: " ")) { continue }
            try insert.execute(folded, row["kind"], row["id"])
        }
    }
}
