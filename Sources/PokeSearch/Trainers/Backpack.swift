import Foundation
import GRDB

/// The Pokémon one trainer has caught, with when, kept by pokemon id.
public struct Backpack: Sendable {
    /// The Pokédex whose user data holds it.
    public let pokedex: Pokedex
    /// Whose backpack this is.
    public let trainer: Trainer

    public init(pokedex: Pokedex, trainer: Trainer) {
        self.pokedex = pokedex
        self.trainer = trainer
    }

    /// Stores `pokemon` as caught at `now`; refuses, changing nothing, when it already is.
    public func `catch`(_ pokemon: PokemonReference, now: Date = Date()) throws {
        try StoreError.wrapping(.using) {
            try pokedex.database.write { db in
                if let caught = try caughtAt(pokemon.id, in: db) {
                    throw TrainerError.alreadyCaught(pokemon.englishName, at: caught)
                }
                try db.execute(sql: "INSERT INTO user.catch (trainer_id, pokemon_id, caught_at) VALUES (?, ?, ?)",
                               arguments: [trainer.id, pokemon.id, CatchDate.stored(now)])
            }
        }
    }

    /// Lets `pokemon` go; throws when it is not in the backpack.
    public func release(_ pokemon: PokemonReference) throws {
        try StoreError.wrapping(.using) {
            try pokedex.database.write { db in
                try db.execute(sql: "DELETE FROM user.catch WHERE trainer_id = ? AND pokemon_id = ?",
                               arguments: [trainer.id, pokemon.id])
                if db.changesCount == 0 { throw TrainerError.notCaught(pokemon.englishName) }
            }
        }
    }

    /// When `pokemonID` was caught, or nil when it was not.
    public func caughtAt(_ pokemonID: Int) throws -> Date? {
        try StoreError.wrapping(.using) {
            try pokedex.database.read { db in try caughtAt(pokemonID, in: db) }
        }
    }

    private func caughtAt(_ pokemonID: Int, in db: Database) throws -> Date? {
        try String.fetchOne(db, sql: "SELECT caught_at FROM user.catch WHERE trainer_id = ? AND pokemon_id = ?",
                            arguments: [trainer.id, pokemonID]).flatMap(CatchDate.parse)
    }
}
