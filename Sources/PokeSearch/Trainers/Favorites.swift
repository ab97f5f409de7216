import Foundation
import GRDB

/// One trainer's favorite Pokémon, kept by pokemon id so they outlive re-imports.
public struct Favorites: Sendable {
    /// The Pokédex whose user data holds them.
    public let pokedex: Pokedex
    /// Whose favorites these are.
    public let trainer: Trainer

    public init(pokedex: Pokedex, trainer: Trainer) {
        self.pokedex = pokedex
        self.trainer = trainer
    }

    /// Adds `pokemon`; returns those that were not favorites yet (adding twice is harmless).
    @discardableResult
    public func add(_ pokemon: [PokemonReference], now: Date = Date()) throws -> [PokemonReference] {
        try StoreError.wrapping(.using) {
            try pokedex.database.write { db in
                try pokemon.filter { reference in
                    try db.execute(sql: """
                        INSERT INTO user.favorite (trainer_id, pokemon_id, added_at) VALUES (?, ?, ?)
                        ON CONFLICT DO NOTHING
                        """, arguments: [trainer.id, reference.id, CatchDate.stored(now)])
                    return db.changesCount > 0
                }
            }
        }
    }

    /// Removes `pokemon`; returns those that were favorites.
    @discardableResult
    public func remove(_ pokemon: [PokemonReference]) throws -> [PokemonReference] {
        try StoreError.wrapping(.using) {
            try pokedex.database.write { db in
                try pokemon.filter { reference in
                    try db.execute(sql: "DELETE FROM user.favorite WHERE trainer_id = ? AND pokemon_id = ?",
                                   arguments: [trainer.id, reference.id])
                    return db.changesCount > 0
                }
            }
        }
    }

    /// The pokemon ids of every favorite, ascending.
    public func ids() throws -> [Int] {
        try StoreError.wrapping(.using) {
            try pokedex.database.read { db in
                try Int.fetchAll(db, sql: "SELECT pokemon_id FROM user.favorite WHERE trainer_id = ? ORDER BY pokemon_id",
                                 arguments: [trainer.id])
            }
        }
    }
}
