import GRDB

/// Every name each Pokémon answers to: its slug, its species' names, its
/// own full names, and the name of the form it is (`Dusk Mane`, `Therian
/// Forme`, `Shadow Rider`: what games and players call a form without its
/// species), in every language.
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
            SELECT p.id AS pokemon_id, \(slug) AS language_id, replace(p.name, '-', ' ') AS name, 0 AS is_form_name FROM pokemon p
            UNION ALL
            SELECT p.id, n.language_id, n.name, 0 FROM pokemon p
              JOIN localized_name n ON n.kind = '\(NameKind.species.rawValue)' AND n.id = p.species_id
            UNION ALL
            SELECT n.id, n.language_id, n.name, 0 FROM localized_name n WHERE n.kind = '\(NameKind.pokemon.rawValue)'
            UNION ALL
            SELECT f.pokemon_id, n.language_id, n.name, 1 FROM pokemon_form f
              JOIN pokemon p ON p.id = f.pokemon_id AND p.name = f.name
              CROSS JOIN localized_name n ON n.kind = '\(NameKind.pokemonFormName.rawValue)' AND n.id = f.id
            """)
        var formNames: [(pokemonID: Int, entry: Entry)] = []
        while let row = try rows.next() {
            let entry = Entry(languageID: row["language_id"], name: row["name"])
            if row["is_form_name"] as Bool {
                formNames.append((row["pokemon_id"], entry))
            } else {
                names.byPokemon[row["pokemon_id"], default: []].append(entry)
            }
        }
        // A form's name is often its full name already (`Mega Charizard X`, `Wash Rotom`;
        // `超級噴火龍Ｘ` is `超級噴火龍X` once folded): kept once, so that it weighs in a
        // document as any other name does (twice, Charizard's Megas outranked it for `噴火龍`).
        // Each Pokémon's names folded once, when a form's name is first compared with them.
        var folded: [Int: Set<String>] = [:]
        for (pokemonID, entry) in formNames {
            // One word of a language written with spaces (German's `Ultra`, French's `Mâle`)
            // would make a query of two names read as a list of Pokémon (`ultra necrozma`):
            // the full name has that word already.
            guard isWholeFormName(entry.name) else { continue }
            var known = folded[pokemonID] ?? Set((names.byPokemon[pokemonID] ?? []).map { TextFolder.fold($0.name) })
            let isNew = known.insert(TextFolder.fold(entry.name)).inserted
            folded[pokemonID] = known
            if isNew { names.byPokemon[pokemonID, default: []].append(entry) }
        }
        return names
    }

    /// Whether a form's name says enough alone: more than one word, or written in
    /// a script without spaces between words (kana, hangul, hanzi).
    private static func isWholeFormName(_ name: String) -> Bool {
        name.unicodeScalars.contains { $0 == " " || $0.value >= 0x3000 }
    }
}
