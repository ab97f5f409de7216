import Foundation
import GRDB

/// The Pokémon a trainer met last (`pokesearch encounter`), kept in the user
/// data so that a later `pokesearch catch`, in another process, catches it.
///
/// Meeting a Pokémon creates no profile: a trainer without one (the unnamed
/// default before its first catch) has the encounter kept by its name's
/// key, and the write that creates the profile claims it.
public struct LastEncounter: Sendable {
    /// The Pokédex whose user data holds it.
    public let pokedex: Pokedex
    /// Whose encounter this is.
    public let trainer: String

    /// The last encounter of `trainer` in the user data of `pokedex`.
    public init(pokedex: Pokedex, trainer: String = Trainer.defaultName) {
        self.pokedex = pokedex
        self.trainer = trainer
    }

    /// Remembers `pokemon` as the one just met, in place of the one before.
    public func remember(_ pokemon: PokemonReference, now: Date = Date()) throws {
        let name = try TrainerProfiles.validated(trainer)
        try pokedex.userData.write { db in
            if let trainer = try Trainer.find(named: name, in: db) {
                try db.execute(sql: "INSERT OR REPLACE INTO last_encounter (trainer_id, pokemon_id, met_at) VALUES (?, ?, ?)",
                               arguments: [trainer.id, pokemon.id, CatchDate.stored(now)])
            } else {
                try db.execute(sql: "INSERT OR REPLACE INTO unclaimed_encounter (name_key, pokemon_id, met_at) VALUES (?, ?, ?)",
                               arguments: [UserNameKey.of(name), pokemon.id, CatchDate.stored(now)])
            }
        }
    }

    /// The Pokémon met last, or nil when the trainer never met one.
    public func pokemon() throws -> PokemonReference? {
        let id: Int? = try pokedex.userData.read(orIfMissing: nil) { db in
            if let trainer = try Trainer.find(named: trainer, in: db) {
                guard try db.tableExists("last_encounter") else { return nil }
                return try Int.fetchOne(db, sql: "SELECT pokemon_id FROM last_encounter WHERE trainer_id = ?", arguments: [trainer.id])
            }
            guard try db.tableExists("unclaimed_encounter") else { return nil }
            return try Int.fetchOne(db, sql: "SELECT pokemon_id FROM unclaimed_encounter WHERE name_key = ?",
                                    arguments: [UserNameKey.of(trainer)])
        }
        return try id.map { try PokemonResolver(pokedex: pokedex).resolve(String($0)) }
    }

    /// Gives the profile just created in `db` the encounter its name had without one.
    static func claim(for trainer: Trainer, in db: Database) throws {
        let key = UserNameKey.of(trainer.name)
        try db.execute(sql: """
            INSERT OR REPLACE INTO last_encounter (trainer_id, pokemon_id, met_at)
            SELECT ?, pokemon_id, met_at FROM unclaimed_encounter WHERE name_key = ?
            """, arguments: [trainer.id, key])
        try db.execute(sql: "DELETE FROM unclaimed_encounter WHERE name_key = ?", arguments: [key])
    }
}
