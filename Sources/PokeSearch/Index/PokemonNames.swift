import GRDB

/// Every name each Pokémon answers to: its slug, its species' names and its
/// own form names, in every language.
struct PokemonNames {
    struct Entry {
        var languageID: Int
        var name: String
    }

    /// Language id 0 stands for the slug.
    static let slug = 0

    var byPokemon: [Int: [Entry]] = [:]

    /// Each distinct name once: forms share their species' names.
    var distinctNames: Set<String> {
        Set(byPokemon.values.joined().map(\.name))
    }

    static func fetch(_ db: Database) throws -> PokemonNames {
        var names = PokemonNames()
        let rows = try Row.fetchCursor(db, sql: """
            SELECT p.id AS pokemon_id, \(slug) AS language_id, replace(p.name, '-', ' ') AS name FROM pokemon p
            UNION ALL
            SELECT p.id, n.language_id, n.name FROM pokemon p
              JOIN localized_name n ON n.kind = '\(NameKind.species.rawValue)' AND n.id = p.species_id
            UNION ALL
            SELECT n.id, n.language_id, n.name FROM localized_name n WHERE n.kind = '\(NameKind.pokemon.rawValue)'
            """)
        while let row = try rows.next() {
            let entry = Entry(languageID: row["language_id"], name: row["name"])
            names.byPokemon[row["pokemon_id"], default: []].append(entry)
        }
        return names
    }
}
