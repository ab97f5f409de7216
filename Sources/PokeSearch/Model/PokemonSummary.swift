import GRDB

/// What a listing shows of one Pokémon: number, names, types and base stats.
public struct PokemonSummary: Codable, Sendable, Hashable, FetchableRecord {
    /// PokéAPI `pokemon` id (forms and megas are 10001 and up).
    public var id: Int
    /// PokéAPI slug, e.g. `charizard-mega-x`.
    public var name: String
    /// Display name in the requested language (falls back to English, then the slug).
    public var displayName: String
    /// National Pokédex number.
    public var speciesID: Int
    /// Whether this is the species' default form.
    public var isDefault: Bool
    /// Type slugs in slot order, e.g. `["fire", "flying"]`.
    public var types: [String]
    public var hp: Int
    public var attack: Int
    public var defense: Int
    public var spAttack: Int
    public var spDefense: Int
    public var speed: Int
    /// Base stat total.
    public var total: Int
    /// Decimetres.
    public var height: Int
    /// Hectograms.
    public var weight: Int
    /// Experience for defeating it; unknown for some forms.
    public var baseExperience: Int?
    /// Catch rate, 3 (hardest) to 255 (easiest).
    public var captureRate: Int?

    enum CodingKeys: String, CodingKey {
        case id, name, displayName = "display_name", speciesID = "species_id", isDefault = "is_default"
        case types, hp, attack, defense, spAttack = "sp_attack", spDefense = "sp_defense", speed, total
        case height, weight, baseExperience = "base_experience", captureRate = "capture_rate"
    }

    public init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        displayName = row["display_name"] ?? row["name"]
        speciesID = row["species_id"]
        isDefault = row["is_default"]
        let typeList: String = row["types"] ?? ""
        types = typeList.split(separator: " ").map(String.init)
        hp = row["hp"]
        attack = row["attack"]
        defense = row["defense"]
        spAttack = row["sp_attack"]
        spDefense = row["sp_defense"]
        speed = row["speed"]
        total = row["total"]
        height = row["height"] ?? 0
        weight = row["weight"] ?? 0
        baseExperience = row["base_experience"]
        captureRate = row["capture_rate"]
    }

    /// The columns `init(row:)` reads, selected from `pokemon_card AS c`, with
    /// the display name in the language bound to the parameter `:lang`.
    static let selection = """
        c.id, c.name, c.species_id, c.is_default, c.types,
        c.hp, c.attack, c.defense, c.sp_attack, c.sp_defense, c.speed, c.total,
        c.height, c.weight, c.base_experience, c.capture_rate,
        COALESCE(
            (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = :lang),
            (SELECT name FROM localized_name WHERE kind = 'species' AND id = c.species_id AND language_id = :lang),
            (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = 9),
            (SELECT name FROM localized_name WHERE kind = 'species' AND id = c.species_id AND language_id = 9),
            c.name) AS display_name
        """

    /// The summaries of `ids` with display names in `languageID`, by id.
    static func fetch(ids: [Int], languageID: Int, in db: Database) throws -> [Int: PokemonSummary] {
        guard !ids.isEmpty else { return [:] }
        // One statement for every page: the ids travel as a JSON array.
        let statement = try db.cachedStatement(sql: """
            SELECT \(selection) FROM pokemon_card c
             WHERE c.id IN (SELECT value FROM json_each(:ids))
            """)
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        let rows = try PokemonSummary.fetchAll(statement, arguments: ["lang": languageID, "ids": list])
        return Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
