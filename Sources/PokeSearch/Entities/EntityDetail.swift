/// Everything `show` tells about one move, item or ability.
public struct EntityDetail: Sendable, Hashable, Encodable {
    /// A Pokémon that learns the move, has the ability or holds the item.
    public struct Holder: Sendable, Hashable, Encodable {
        /// PokéAPI `pokemon` id.
        public var id: Int
        /// PokéAPI slug, e.g. `pikachu`.
        public var name: String
        /// Its name in the display language.
        public var displayName: String
        /// Its National Pokédex number.
        public var speciesID: Int
        /// Its types' slugs in slot order.
        public var types: [String]
        /// For abilities: whether it is the Pokémon's hidden ability.
        public var isHidden: Bool?

        enum CodingKeys: String, CodingKey {
            case id, name, displayName = "display_name", speciesID = "species_id", types, isHidden = "is_hidden"
        }
    }

    /// Kind, id, slug, display name and the kind's fields.
    public var summary: EntitySummary
    /// What it does in full, in English (Markdown as in the dump).
    public var effect: String?
    /// The latest game's description in the display language (else English).
    public var flavorText: String?
    /// Its names in every language the Pokédex has.
    public var names: [PokemonDetail.LocalizedName]
    /// The Pokémon that learn it, have it or may hold it in the wild, in Pokédex order.
    public var pokemon: [Holder]

    enum CodingKeys: String, CodingKey { case effect, flavorText = "flavor_text", names, pokemon, pokemonCount = "pokemon_count" }

    // The summary's keys at the top level, as in a search result.
    /// Encodes the summary's keys at the top level, as a search result has them.
    public func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(effect, forKey: .effect)
        try container.encodeIfPresent(flavorText, forKey: .flavorText)
        try container.encode(names, forKey: .names)
        try container.encode(pokemon, forKey: .pokemon)
        try container.encode(pokemon.count, forKey: .pokemonCount)
    }
}
