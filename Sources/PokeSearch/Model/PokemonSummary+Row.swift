import GRDB

extension PokemonSummary {
    /// The columns `init(row:)` reads, selected from `pokemon_card AS c`
    /// joined with `namesJoin`.
    static let selection = """
        c.id, c.name, c.species_id, c.is_default, c.types,
        \(Stat.allCases.map { "c." + $0.column }.joined(separator: ", ")),
        c.height, c.weight, c.base_experience, c.capture_rate,
        n.display_name AS display_name, n.type_names AS type_names
        """

    /// Joins each `pokemon_card AS c` to its names (`search_summary`) in the
    /// language bound to `:lang`.
    static let namesJoin = "JOIN search_summary n ON n.pokemon_id = c.id AND n.language_id = :lang"

    /// A row of `selection`.
    init(row: Row) {
        let typeList: String = row["types"] ?? ""
        let types = typeList.split(separator: " ").map(String.init)
        self.init(id: row["id"], name: row["name"], displayName: row["display_name"] ?? row["name"], speciesID: row["species_id"],
                  isDefault: row["is_default"], types: types, typeNames: Self.typeNames(row["type_names"] ?? "", or: types),
                  stats: BaseStats(row: row), height: row["height"] ?? 0, weight: row["weight"] ?? 0,
                  baseExperience: row["base_experience"], captureRate: row["capture_rate"])
    }

    /// A search's card with its names in a language (`search_summary` rows).
    init(card: PokemonCard, slugs: SummaryRow, names: SummaryRow) {
        let types = slugs.typeNames.isEmpty ? [] : slugs.typeNames.split(separator: "\u{1F}").map(String.init)
        self.init(id: card.id, name: slugs.displayName, displayName: names.displayName, speciesID: card.speciesID,
                  isDefault: card.isDefault, types: types, typeNames: Self.typeNames(names.typeNames, or: types),
                  stats: BaseStats(hp: card.hp, attack: card.attack, defense: card.defense,
                                   spAttack: card.spAttack, spDefense: card.spDefense, speed: card.speed),
                  height: card.height ?? 0, weight: card.weight ?? 0, baseExperience: card.baseExperience, captureRate: card.captureRate)
    }

    /// The names of `search_summary` for one Pokémon in one language.
    struct SummaryRow {
        var displayName: String
        var typeNames: String
    }

    private static func typeNames(_ list: String, or slugs: [String]) -> [String] {
        list.isEmpty ? slugs : list.split(separator: "\u{1F}").map(String.init)
    }

    /// The summaries of the Pokémon of `documents` with display names in
    /// `languageID`, by id: their cards, and their names read by key.
    static func fetch(documents: [Int], cards: CardTable, languageID: Int, in db: Database) throws -> [Int: PokemonSummary] {
        guard !documents.isEmpty else { return [:] }
        // Two seeks joined, where `language_id IN (0, ?)` would build a
        // temporary index of its two values on every run, a third of the read.
        let statement = try ReadStatement(db, sql: """
            SELECT language_id, display_name, type_names FROM search_summary WHERE pokemon_id = ?1 AND language_id = 0
            UNION ALL
            SELECT language_id, display_name, type_names FROM search_summary WHERE pokemon_id = ?1 AND language_id = ?2
            """)
        var summaries: [Int: PokemonSummary] = [:]
        for document in documents {
            let card = cards.cards[document]
            var slugs: SummaryRow?, names: SummaryRow?
            try statement.forEachRow(.int(card.id), .int(languageID)) { row in
                let found = SummaryRow(displayName: row.text(1), typeNames: row.text(2))
                if row.int(0) == 0 { slugs = found } else { names = found }
            }
            guard let slugs else { throw DatabaseError.damagedIndex("search_summary (no slug of Pokémon \(card.id))") }
            summaries[card.id] = PokemonSummary(card: card, slugs: slugs, names: names ?? slugs)
        }
        return summaries
    }
}

extension PokemonSummary {
    /// The summaries of `ids` with display names in `languageID`, by id, read
    /// with SQL alone (for callers without the search index's cards).
    static func fetch(ids: [Int], languageID: Int, in db: Database) throws -> [Int: PokemonSummary] {
        guard !ids.isEmpty else { return [:] }
        // One statement for every page: the ids travel as a JSON array.
        let statement = try db.cachedStatement(sql: """
            SELECT \(selection) FROM pokemon_card c \(namesJoin)
             WHERE c.id IN (SELECT value FROM json_each(:ids))
            """)
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        // A cursor, not `Row.fetchAll`: its rows are read in place, where
        // copied rows would look every column up by a lower-cased name.
        var summaries: [Int: PokemonSummary] = [:]
        let rows = try Row.fetchCursor(statement, arguments: ["lang": languageID, "ids": list])
        while let row = try rows.next() {
            let summary = PokemonSummary(row: row)
            if summaries[summary.id] == nil { summaries[summary.id] = summary }
        }
        return summaries
    }
}
