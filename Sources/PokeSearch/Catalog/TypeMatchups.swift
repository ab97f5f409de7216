/// Which attacking types hit a Pokémon harder or softer than usual, combined
/// over both its types (view `pokemon_matchup`).
public struct TypeMatchups: Sendable, Hashable, Encodable {
    /// Attacking types grouped by damage factor in percent: 400, 200, 50, 25, 0.
    /// Neutral (100) types are left out.
    public var byFactor: [Int: [PokemonDetail.Named]]

    /// The factors worth showing, weakest defence first.
    public static let factors = [400, 200, 50, 25, 0]

    /// Types dealing `factor` percent damage.
    public func types(_ factor: Int) -> [PokemonDetail.Named] { byFactor[factor] ?? [] }

    enum CodingKeys: String, CodingKey { case quadruple = "4", double = "2", half = "0.5", quarter = "0.25", immune = "0" }

    // Keys are the multipliers so scripts read `matchups["2"]` as "2× weak".
    /// Encodes the JSON the command line's `--format json` and the server print.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(types(400).map(\.name), forKey: .quadruple)
        try container.encode(types(200).map(\.name), forKey: .double)
        try container.encode(types(50).map(\.name), forKey: .half)
        try container.encode(types(25).map(\.name), forKey: .quarter)
        try container.encode(types(0).map(\.name), forKey: .immune)
    }
}
