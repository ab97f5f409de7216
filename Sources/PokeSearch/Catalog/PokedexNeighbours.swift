import GRDB

/// The Pokémon before and after one in Pokédex order (default forms, by
/// national number), for a detail screen's previous / next links.
public struct PokedexNeighbours: Sendable, Hashable {
    /// One neighbour: its default form's id, slug and display name.
    public struct Neighbour: Sendable, Hashable, Encodable {
        /// PokéAPI `pokemon` id of the default form.
        public var id: Int
        /// PokéAPI slug, e.g. `pikachu`.
        public var name: String
        /// The species' name in the display language.
        public var displayName: String
        /// National Pokédex number.
        public var speciesID: Int

        enum CodingKeys: String, CodingKey { case id, name, displayName = "display_name", speciesID = "species_id" }
    }

    /// The species numbered one less; nil for the first.
    public var previous: Neighbour?
    /// The species numbered one more; nil for the last.
    public var next: Neighbour?

    /// The neighbours of species `speciesID`, names in `language`.
    public static func around(speciesID: Int, language: String = "en", in pokedex: Pokedex) throws -> PokedexNeighbours {
        try pokedex.read { db in
            let languageID = try pokedex.languages.id(for: language, in: db)
            func neighbour(_ species: Int) throws -> Neighbour? {
                try Row.fetchOne(db, sql: """
                    SELECT p.id, p.name, p.species_id,
                           COALESCE((SELECT name FROM localized_name WHERE kind = 'species' AND id = p.species_id AND language_id = :lang),
                                    (SELECT name FROM localized_name WHERE kind = 'species' AND id = p.species_id AND language_id = :english),
                                    p.name) AS display_name
                      FROM pokemon p WHERE p.species_id = :species AND p.is_default = 1 ORDER BY p.id LIMIT 1
                    """, arguments: ["lang": languageID, "english": Languages.english, "species": species]).map { row in
                    Neighbour(id: row["id"], name: row["name"], displayName: row["display_name"], speciesID: row["species_id"])
                }
            }
            return PokedexNeighbours(previous: try neighbour(speciesID - 1), next: try neighbour(speciesID + 1))
        }
    }
}
