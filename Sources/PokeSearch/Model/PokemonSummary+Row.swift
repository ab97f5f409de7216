import GRDB

extension PokemonSummary {
    /// The columns `init(row:)` reads, selected from `pokemon_card AS c`, with
    /// names in the language bound to `:lang`, else in English (bound to `:english`).
    ///
    /// Every row is told apart in every language: an alternate form without a
    /// name of its own in `:lang` shows the species' name with the form's name
    /// in `:lang`, else in the nearest language that has one (same ISO code —
    /// ja-hrkt for ja, zh-hant for zh-hans —, then Japanese for Korean, then
    /// English), else the Pokémon's English name, else the form's
    /// name in any language: `리자몽 (キョダイマックスのすがた)`, `피카츄 (Pikachu Rock Star)`,
    /// `피카츄 (Partner Pikachu)`; a form name that already holds the species'
    /// name (`メガリザードンＸ`) stands alone. Forms the dump names alike are
    /// told apart after fetching (`TwinNames`).
    static let selection = """
        c.id, c.name, c.species_id, c.is_default, c.types,
        \(Stat.allCases.map { "c." + $0.column }.joined(separator: ", ")),
        c.height, c.weight, c.base_experience, c.capture_rate,
        \(displayName) AS display_name,
        (SELECT group_concat(n, char(31)) FROM (
            SELECT COALESCE((SELECT name FROM localized_name WHERE kind = 'type' AND id = pt.type_id AND language_id = :lang),
                            (SELECT name FROM localized_name WHERE kind = 'type' AND id = pt.type_id AND language_id = :english),
                            t.name) AS n
              FROM pokemon_type pt JOIN type t ON t.id = pt.type_id
             WHERE pt.pokemon_id = c.id ORDER BY pt.slot)) AS type_names
        """

    /// The display name of `c` in `:lang` (see `selection`).
    static let displayName = displayName(language: ":lang", english: ":english")

    /// The display name of `c` in `language`, falling back to `english`: SQL
    /// expressions (named parameters or literal ids), so that a statement with
    /// positional arguments can use it too (`Ranker`, sorting by name).
    static func displayName(language lang: String, english: String) -> String {
        """
        COALESCE(
            (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = \(lang)),
            CASE WHEN c.is_default = 0 THEN (
                SELECT CASE WHEN instr(form, species) > 0 THEN form ELSE species || ' (' || form || ')' END
                  FROM (SELECT (SELECT name FROM localized_name
                                 WHERE kind = 'species' AND id = c.species_id AND language_id = \(lang)) AS species,
                               COALESCE(
                                   (SELECT l.name FROM pokemon_form pf
                                      JOIN localized_name l ON l.kind = 'pokemon-form-name' AND l.id = pf.id
                                      JOIN language near ON near.id = l.language_id
                                      JOIN language reader ON reader.id = \(lang)
                                     WHERE pf.pokemon_id = c.id
                                       AND \(NearestLanguage.condition(english: english))
                                     ORDER BY \(NearestLanguage.order(english: english)), pf.is_default DESC, pf.id
                                     LIMIT 1),
                                   (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = \(english)),
                                   (SELECT l.name FROM pokemon_form pf
                                      JOIN localized_name l ON l.kind = 'pokemon-form-name' AND l.id = pf.id
                                     WHERE pf.pokemon_id = c.id ORDER BY l.language_id, pf.is_default DESC, pf.id
                                     LIMIT 1)) AS form)
                 WHERE species IS NOT NULL AND form IS NOT NULL) END,
            (SELECT name FROM localized_name WHERE kind = 'species' AND id = c.species_id AND language_id = \(lang)),
            (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = \(english)),
            (SELECT name FROM localized_name WHERE kind = 'species' AND id = c.species_id AND language_id = \(english)),
            c.name)
        """
    }

    /// A row of `selection`.
    init(row: Row) {
        id = row["id"]
        name = row["name"]
        displayName = row["display_name"] ?? row["name"]
        speciesID = row["species_id"]
        isDefault = row["is_default"]
        let typeList: String = row["types"] ?? ""
        types = typeList.split(separator: " ").map(String.init)
        let typeNameList: String = row["type_names"] ?? ""
        typeNames = typeNameList.isEmpty ? types : typeNameList.split(separator: "\u{1F}").map(String.init)
        stats = BaseStats(row: row)
        height = row["height"] ?? 0
        weight = row["weight"] ?? 0
        baseExperience = row["base_experience"]
        captureRate = row["capture_rate"]
    }

    /// The summaries of `ids` with display names in `languageID`, by id.
    static func fetch(ids: [Int], languageID: Int, in db: Database) throws -> [Int: PokemonSummary] {
        guard !ids.isEmpty else { return [:] }
        // One statement for every page: the ids travel as a JSON array.
        let statement = try db.cachedStatement(sql: """
            SELECT \(selection) FROM pokemon_card c
             WHERE c.id IN (SELECT value FROM json_each(:ids))
            """)
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        let arguments: StatementArguments = ["lang": languageID, "english": Languages.english, "ids": list]
        // A cursor, not `Row.fetchAll`: its rows are read in place, where
        // copied rows would look every column up by a lower-cased name.
        var summaries: [Int: PokemonSummary] = [:]
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            let summary = PokemonSummary(row: row)
            if summaries[summary.id] == nil { summaries[summary.id] = summary }
        }
        return summaries
    }
}
