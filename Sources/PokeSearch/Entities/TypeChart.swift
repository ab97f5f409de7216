import GRDB

/// The current type chart: the damage factor of every attacking type against
/// every defending type, for the types Pokémon have.
public struct TypeChart: Sendable, Hashable, Encodable {
    /// The types, in id order (normal, fighting, flying…).
    public var types: [PokemonDetail.Named]
    /// `factors[a][d]`: percent damage (0, 50, 100, 200) of type `a` attacking type `d`, indices into `types`.
    public var factors: [[Int]]

    /// The factor of `attacking` against `defending`, by slug.
    public func factor(_ attacking: String, against defending: String) -> Int? {
        guard let a = types.firstIndex(where: { $0.name == attacking }),
              let d = types.firstIndex(where: { $0.name == defending }) else { return nil }
        return factors[a][d]
    }

    /// Reads the chart with names in `language`.
    public static func load(language: String = "en", from pokedex: Pokedex) throws -> TypeChart {
        try pokedex.read { db in try load(languageID: pokedex.languages.id(for: language, in: db), in: db) }
    }

    static func load(languageID: Int, in db: Database) throws -> TypeChart {
        let rows = try Row.fetchAll(db, sql: """
            SELECT t.id, t.name, coalesce((SELECT name FROM localized_name WHERE kind = 'type' AND id = t.id AND language_id = ?),
                                          (SELECT name FROM localized_name WHERE kind = 'type' AND id = t.id AND language_id = ?), t.name) AS display_name
              FROM type t WHERE t.id IN (SELECT attacking_type_id FROM type_efficacy) OR t.id IN (SELECT type_id FROM pokemon_type)
             ORDER BY t.id
            """, arguments: [languageID, Languages.english])
        let ids: [Int] = rows.map { $0["id"] }
        let position = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        var factors = Array(repeating: Array(repeating: 100, count: ids.count), count: ids.count)
        for row in try Row.fetchAll(db, sql: "SELECT attacking_type_id, defending_type_id, factor FROM type_efficacy") {
            guard let a = position[row["attacking_type_id"]], let d = position[row["defending_type_id"]] else { continue }
            factors[a][d] = row["factor"]
        }
        return TypeChart(types: rows.map { PokemonDetail.Named(name: $0["name"], displayName: $0["display_name"]) }, factors: factors)
    }

    enum CodingKeys: String, CodingKey { case types, factors }

    // `factors` as `{"fire": {"grass": 2, "water": 0.5, …}}`: multipliers by slug, neutral pairs left out.
    /// Encodes the JSON the command line's `--format json` and the server print.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(types, forKey: .types)
        var byName: [String: [String: Double]] = [:]
        for (a, attacking) in types.enumerated() {
            var row: [String: Double] = [:]
            for (d, defending) in types.enumerated() where factors[a][d] != 100 { row[defending.name] = Double(factors[a][d]) / 100 }
            byName[attacking.name] = row
        }
        try container.encode(byName, forKey: .factors)
    }
}
