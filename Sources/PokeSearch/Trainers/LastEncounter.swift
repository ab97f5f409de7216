import Foundation
import GRDB

/// The Pokémon a trainer met last (`pokesearch encounter`), kept in the user
/// data so that a later `pokesearch catch`, in another process, catches it.
public struct LastEncounter: Sendable {
    /// The Pokédex whose user data holds it.
    public let pokedex: Pokedex
    /// Whose encounter this is; remembering one creates the profile.
    public let trainer: String
    /// Called with the profile's name once an encounter that created it is on disk.
    public let onNewProfile: @Sendable (String) -> Void

    public init(pokedex: Pokedex, trainer: String = Trainer.defaultName,
                onNewProfile: @escaping @Sendable (String) -> Void = { _ in }) {
        self.pokedex = pokedex
        self.trainer = trainer
        self.onNewProfile = onNewProfile
    }

    /// Remembers `pokemon` as the one just met, in place of the one before.
    public func remember(_ pokemon: PokemonReference, now: Date = Date()) throws {
        let name = try TrainerProfiles.validated(trainer)
        let profile = try pokedex.userData.write { db in
            let profile = try TrainerProfiles.profile(named: name, now: now, in: db)
            try db.execute(sql: "INSERT OR REPLACE INTO last_encounter (trainer_id, pokemon_id, met_at) VALUES (?, ?, ?)",
                           arguments: [profile.trainer.id, pokemon.id, CatchDate.stored(now)])
            return profile
        }
        if profile.isNew { onNewProfile(profile.trainer.name) }
    }

    /// The Pokémon met last, or nil when the trainer never met one.
    public func pokemon() throws -> PokemonReference? {
        let id: Int? = try pokedex.userData.read(orIfMissing: nil) { db in
            guard let trainer = try Trainer.find(named: trainer, in: db),
                  try db.tableExists("last_encounter") else { return nil }
            return try Int.fetchOne(db, sql: "SELECT pokemon_id FROM last_encounter WHERE trainer_id = ?", arguments: [trainer.id])
        }
        return try id.map { try PokemonResolver(pokedex: pokedex).resolve(String($0)) }
    }
}
