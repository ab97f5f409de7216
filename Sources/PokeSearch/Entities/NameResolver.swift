/// What a name means where it may name anything the Pokédex describes in
/// full (`pokesearch show`): a Pokémon first, else a move, ability, item or
/// type; `move:NAME`, `item:`, `ability:` and `type:` name the kind. A
/// Pokémon named so only in another language gives way to a thing whose
/// slug the name is (`fire` is the type, not Moltres's romanized name).
public struct NameResolver: Sendable {
    /// A Pokémon or an entity.
    public enum Meaning: Sendable, Hashable {
        /// A Pokémon (or one of its forms).
        case pokemon(PokemonReference)
        /// A move, ability, item or type.
        case entity(EntityReference)
    }

    /// The Pokédex searched.
    public let pokedex: Pokedex

    /// A resolver over every name of `pokedex`.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// What `words`, joined, name. Throws `EntityError.unknownEntity` when
    /// nothing has the name (with the closest names: of the kind asked for,
    /// else of Pokémon), or `CatalogError.severalPokemon` when the words
    /// name several Pokémon.
    public func resolve(_ words: [String]) throws -> Meaning {
        let input = words.joined(separator: " ")
        let entities = EntityResolver(search: EntitySearch(pokedex: pokedex))
        if EntityKind.prefixed(input) != nil {
            guard let entity = try entities.resolve(input) else { throw try entities.unknown(input) }
            return .entity(entity)
        }
        let pokemon = PokemonResolver(pokedex: pokedex)
        do {
            let found = try pokemon.resolve(input)
            // `fire`, `ghost`: Moltres and Haunter in romanized Japanese, but the types by their
            // slugs; a Pokémon named so only in another language gives way to what the slug names.
            let slug = PokemonResolver.slug(input)
            if slug != found.name, PokemonResolver.fold(input) != PokemonResolver.fold(found.englishName),
               let entity = try entities.resolve(input), entity.name == slug {
                return .entity(entity)
            }
            return .pokemon(found)
        } catch CatalogError.unknownPokemon(_, let suggestions) {
            if let entity = try entities.resolve(input) { return .entity(entity) }
            if let several = try pokemon.severalPokemon(named: words) { throw several }
            throw EntityError.unknownEntity(input, kind: nil, suggestions: suggestions)
        }
    }
}
