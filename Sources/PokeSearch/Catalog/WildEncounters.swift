import GRDB

extension PokemonDetail {
    /// Where a Pokémon is met in the wild in one game (a version): `show`'s
    /// "Where to find", per game.
    public struct GameEncounters: Sendable, Hashable, Encodable {
        /// Version slug (`red`) and name in the display language (`Rouge`).
        public var version: String
        /// The version's name in the display language (`Rouge`).
        public var versionName: String
        /// Its places in this game, by location then area.
        public var encounters: [WildEncounter]

        enum CodingKeys: String, CodingKey { case version, versionName = "version_name", encounters }
    }

    /// One way to meet it at one place of one game.
    public struct WildEncounter: Sendable, Hashable, Encodable {
        /// The location (`mt-moon`) and its name (`Mt. Moon`).
        public var location: String
        /// The location's name in the display language (`Mt. Moon`).
        public var locationName: String
        /// The area (`mt-moon-1f`) and its own name when it has one (`Mount Moon (1F)`).
        public var area: String
        /// The area's own name, when it has one (`Mount Moon (1F)`).
        public var areaName: String?
        /// `walk`, `old-rod`, `surf`, `gift`… (PokéAPI's encounter methods)
        /// and its words in the display language (`Fishing with an Old Rod`),
        /// English where the dump has none there, the slug where it has none.
        public var method: String
        /// The method in words (`Fishing with an Old Rod`).
        public var methodName: String
        /// The lowest level it is met at there.
        public var minLevel: Int
        /// The highest level it is met at there.
        public var maxLevel: Int
        /// Percent of that method's encounters there (the likeliest conditions').
        public var chance: Int

        enum CodingKeys: String, CodingKey {
            case location, locationName = "location_name", area, areaName = "area_name", method, methodName = "method_name"
            case minLevel = "min_level", maxLevel = "max_level", chance
        }
    }
}

/// Reads a Pokémon's wild encounters, game by game in release order.
struct WildEncounters {
    let db: Database
    let languageID: Int

    /// The games Pokémon `id` is met in, and where; only the versions of
    /// the version group `game` (a slug) when given.
    func load(pokemonID id: Int, game: String?) throws -> [PokemonDetail.GameEncounters] {
        let versions = try Row.fetchAll(db, sql: """
            SELECT v.id, v.name, \(Self.name("version", "v")) AS display_name
              FROM version v JOIN version_group g ON g.id = v.version_group_id
             WHERE ? IS NULL OR g.name = ?
             ORDER BY g.sort_order, v.id
            """, arguments: [languageID, Languages.english, Languages.english, game, game])
        let rows = try Row.fetchAll(db, sql: """
            SELECT l.name AS location, \(Self.name("location", "l")) AS location_name, a.name AS area,
                   coalesce((SELECT name FROM localized_name WHERE kind = 'location-area' AND id = a.id AND language_id = ?),
                            (SELECT name FROM localized_name WHERE kind = 'location-area' AND id = a.id AND language_id = ?)) AS area_name,
                   m.name AS method, \(Self.name("encounter-method", "m")) AS method_name, e.min_level, e.max_level, e.chance, e.version_mask
              FROM pokemon_encounter e
              JOIN location_area a ON a.id = e.location_area_id
              JOIN location l ON l.id = a.location_id
              JOIN encounter_method m ON m.id = e.method_id
             WHERE e.pokemon_id = ?
             ORDER BY location_name, a.id, m.id, e.min_level
            """, arguments: [languageID, Languages.english, Languages.english, languageID, Languages.english,
                             languageID, Languages.english, Languages.english, id])
        return versions.compactMap { version -> PokemonDetail.GameEncounters? in
            let bit = 1 << (version["id"] as Int)
            let encounters = rows.filter { ($0["version_mask"] as Int) & bit != 0 }.map { row in
                PokemonDetail.WildEncounter(location: row["location"], locationName: row["location_name"], area: row["area"],
                                            areaName: row["area_name"], method: row["method"], methodName: row["method_name"], minLevel: row["min_level"],
                                            maxLevel: row["max_level"], chance: row["chance"])
            }
            guard !encounters.isEmpty else { return nil }
            return PokemonDetail.GameEncounters(version: version["name"], versionName: version["display_name"], encounters: encounters)
        }
    }

    /// The name of the `kind` resource aliased `alias` in the language of the
    /// first argument, else in the nearest language that has one
    /// (`NearestLanguage`: ja-hrkt for ja, then English: the second and third
    /// arguments are English's id), else its slug.
    private static func name(_ kind: String, _ alias: String) -> String {
        """
        coalesce((SELECT n.name FROM localized_name n
                    JOIN language near ON near.id = n.language_id
                    JOIN language reader ON reader.id = ?
                   WHERE n.kind = '\(kind)' AND n.id = \(alias).id AND \(NearestLanguage.condition(english: "?"))
                   ORDER BY \(NearestLanguage.order(english: "?")) LIMIT 1), \(alias).name)
        """
    }
}
