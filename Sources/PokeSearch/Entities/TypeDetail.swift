import GRDB

/// One type as `show type:fire` tells it: what it hits hard or softly, what
/// hits it, and how many Pokémon and moves have it.
public struct TypeDetail: Sendable, Hashable, Encodable {
    /// Slug and display name.
    public var type: PokemonDetail.Named
    /// Types this type attacks at each factor other than 100 (200, 50, 0).
    public var attacking: [Int: [PokemonDetail.Named]]
    /// Types attacking this type at each factor other than 100.
    public var defending: [Int: [PokemonDetail.Named]]
    /// Pokémon with this type (forms included).
    public var pokemonCount: Int
    /// Moves of this type.
    public var moveCount: Int

    /// Factors shown, strongest first.
    public static let factors = [200, 50, 0]

    enum CodingKeys: String, CodingKey {
        case kind, id, name, displayName = "display_name", attacking, defending, pokemonCount = "pokemon_count", moveCount = "move_count"
    }

    /// PokéAPI id.
    public var id: Int

    /// Encodes the JSON the command line's `--format json` and the server print.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("type", forKey: .kind)
        try container.encode(id, forKey: .id)
        try container.encode(type.name, forKey: .name)
        try container.encode(type.displayName, forKey: .displayName)
        // Keyed as a Pokémon's matchups are (`TypeMatchups`): "2", "0.5", "0".
        let keyed = { (groups: [Int: [PokemonDetail.Named]]) in
            Dictionary(uniqueKeysWithValues: Self.factors.map { factor in
                (factor % 100 == 0 ? String(factor / 100) : String(Double(factor) / 100), (groups[factor] ?? []).map(\.name))
            })
        }
        try container.encode(keyed(attacking), forKey: .attacking)
        try container.encode(keyed(defending), forKey: .defending)
        try container.encode(pokemonCount, forKey: .pokemonCount)
        try container.encode(moveCount, forKey: .moveCount)
    }

    /// The type number `id`, names in `language`.
    public static func load(id: Int, language: String = "en", from pokedex: Pokedex) throws -> TypeDetail {
        try pokedex.read { db in
            let chart = try TypeChart.load(languageID: pokedex.languages.id(for: language, in: db), in: db)
            guard let slug = try String.fetchOne(db, sql: "SELECT name FROM type WHERE id = ?", arguments: [id]),
                  let index = chart.types.firstIndex(where: { $0.name == slug }) else {
                throw EntityError.unknownEntity(String(id), kind: .type, suggestions: [])
            }
            var attacking: [Int: [PokemonDetail.Named]] = [:], defending: [Int: [PokemonDetail.Named]] = [:]
            for (other, named) in chart.types.enumerated() {
                if chart.factors[index][other] != 100 { attacking[chart.factors[index][other], default: []].append(named) }
                if chart.factors[other][index] != 100 { defending[chart.factors[other][index], default: []].append(named) }
            }
            let pokemon = try Int.fetchOne(db, sql: "SELECT count(DISTINCT pokemon_id) FROM pokemon_type WHERE type_id = ?", arguments: [id]) ?? 0
            let moves = try Int.fetchOne(db, sql: "SELECT count(*) FROM move WHERE type_id = ?", arguments: [id]) ?? 0
            return TypeDetail(type: chart.types[index], attacking: attacking, defending: defending,
                              pokemonCount: pokemon, moveCount: moves, id: id)
        }
    }
}
