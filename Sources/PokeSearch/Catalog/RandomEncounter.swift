import Foundation

/// Meets a random wild Pokémon: a default form, optionally filtered by a
/// search query (`type:water`), reproducible with a seed.
public struct RandomEncounter: Sendable {
    /// The Pokédex searched.
    public let pokedex: Pokedex

    /// Encounters among the Pokémon of `pokedex`.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// One Pokémon matching `query` (everything when empty), drawn with `seed`
    /// (a fresh random seed when nil).
    public func meet(query: String = "", seed: UInt64? = nil) throws -> PokemonReference {
        let request = SearchRequest(query: query, limit: Pagination.maximumLimit, forms: .defaultOnly)
        let results = try SearchEngine(pokedex: pokedex).search(request)
        // Drawn from Pokédex order, not rank order, so a seed keeps meaning the
        // same Pokémon when ranking changes.
        let candidates = results.hits.map(\.pokemon).sorted { ($0.speciesID, $0.id) < ($1.speciesID, $1.id) }
        guard !candidates.isEmpty else { throw CatalogError.nothingToEncounter(query) }
        var generator = SeededGenerator(seed: seed ?? UInt64.random(in: .min ... .max))
        let met = candidates[generator.index(below: candidates.count)]
        return try PokemonResolver(pokedex: pokedex).resolve(String(met.id))
    }
}
