/// What an import or a bundle did, for the one-line report at the end.
public struct ImportSummary: Sendable, CustomStringConvertible {
    /// Files read per endpoint.
    public let counts: [Endpoint: Int]
    /// Wall-clock seconds, from locating the dump to the file in place.
    public let seconds: Double
    /// The file written: the Pokédex database or the compressed dataset.
    public let destination: String

    /// `Imported 1351 pokemon, 1025 pokemon-species, … in 1.9 s into /path/pokedex.sqlite`.
    public var description: String {
        let order: [Endpoint] = [.pokemon, .species, .form, .evolutionChain, .move, .ability, .item,
                                 .type, .stat, .generation, .eggGroup, .color, .habitat, .shape, .language,
                                 .region, .versionGroup, .version, .moveLearnMethod, .moveDamageClass,
                                 .itemCategory, .itemPocket, .nature, .location, .locationArea, .encounterMethod]
        let parts = order.compactMap { endpoint in counts[endpoint].map { "\($0) \(endpoint)" } }
        let time = (seconds * 100).rounded() / 100
        return "Imported \(parts.joined(separator: ", ")) in \(time) s into \(destination)"
    }
}
