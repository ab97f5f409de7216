import GRDB

extension PokemonSummary {
    /// The columns `init(row:)` reads, selected from `pokemon_card AS c`, with
    /// the display name in the language bound to `:lang`, else in English
    /// (bound to `:english`).
    static let selection = """
        c.id, c.name, c.species_id, c.is_default, c.types,
        c.hp, c.attack, c.defense, c.sp_attack, c.sp_defense, c.speed,
        c.height, c.weight, c.base_experience, c.capture_rate,
        COALESCE(
            (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = :lang),
            (SELECT name FROM localized_name WHERE kind = 'species' AND id = c.species_id AND language_id = :lang),
            (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = :english),
            (SELECT name FROM localized_name WHERE kind = 'species' AND id = c.species_id AND language_id = :english),
            c.name) AS display_name
        """

    /// A row of `selection`.
    init(row: Row) {
        id = row["id"]
        name = row["name"]
        displayName = row["display_name"] ?? row["name"]
        speciesID = row["species_id"]
        isDefault = row["is_default"]
        let typeList: String = row["types"] ?? ""
        types = typeList.split(separator: " ").map(String.init)
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
