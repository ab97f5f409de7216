import GRDB

/// Where the dump says a Pokémon's sprite of one kind is (`front_default`,
/// `official-artwork`, …): what a sprite proxy fetches.
public struct SpriteLocator: Sendable {
    /// The Pokédex read.
    public let pokedex: Pokedex

    /// Sprite addresses as `pokedex` records them.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// The URL of sprite `kind` of Pokémon `pokemonID`, or nil when it has none.
    public func url(pokemonID: Int, kind: String) throws -> String? {
        try pokedex.read { db in
            try String.fetchOne(db, sql: "SELECT url FROM pokemon_sprite WHERE pokemon_id = ? AND kind = ?",
                                arguments: [pokemonID, kind])
        }
    }
}
