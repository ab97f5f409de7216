import GRDB

/// The names of cosmetic forms that are not Pokémon of their own
/// (`pokemon_form` rows named otherwise than their Pokémon: `unown-b`,
/// `gastrodon-west`, `vivillon-polar`): the slug, the full form names of every
/// language (`Unown B`, `West Gastrodon`), and the species name followed by
/// the form name (`Burmy Trash Cloak`, `Minior Red Core`).
struct FormNames {
    struct Entry {
        var formID: Int
        var pokemonID: Int
        var name: String
    }

    var entries: [Entry] = []

    /// The joins are CROSS JOINs to keep their order (forms, then each one's
    /// names by primary key): in a database being built, with no statistics,
    /// SQLite read the species names by kind alone for every form name, which
    /// took seconds, half of a whole import's CPU.
    static func fetch(_ db: Database) throws -> FormNames {
        let rows = try Row.fetchCursor(db, sql: """
            WITH form AS (
                SELECT f.id, f.pokemon_id, f.name, p.species_id FROM pokemon_form f JOIN pokemon p ON p.id = f.pokemon_id
                 WHERE f.name <> p.name
            )
            SELECT id AS form_id, pokemon_id, replace(name, '-', ' ') AS name FROM form
            UNION ALL
            SELECT f.id, f.pokemon_id, n.name FROM form f CROSS JOIN localized_name n ON n.kind = '\(NameKind.pokemonForm.rawValue)' AND n.id = f.id
            UNION ALL
            SELECT f.id, f.pokemon_id, s.name || ' ' || n.name FROM form f
              CROSS JOIN localized_name n ON n.kind = '\(NameKind.pokemonFormName.rawValue)' AND n.id = f.id
              CROSS JOIN localized_name s ON s.kind = '\(NameKind.species.rawValue)' AND s.id = f.species_id AND s.language_id = n.language_id
            """)
        var names = FormNames()
        while let row = try rows.next() {
            names.entries.append(Entry(formID: row["form_id"], pokemonID: row["pokemon_id"], name: row["name"]))
        }
        return names
    }
}
