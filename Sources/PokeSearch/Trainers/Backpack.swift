import Foundation
import GRDB

/// The Pokémon one trainer has caught, with when, kept by pokemon id.
public struct Backpack: Sendable {
    /// The Pokédex whose user data holds it.
    public let pokedex: Pokedex
    /// Whose backpack this is: a profile's name. The first catch creates the
    /// profile; reading an unknown one finds it empty.
    public let trainer: String
    /// Called with the profile's name once a catch that created it is on disk.
    public let onNewProfile: @Sendable (String) -> Void

    /// The backpack of `trainer` in the user data of `pokedex`.
    public init(pokedex: Pokedex, trainer: String = Trainer.defaultName,
                onNewProfile: @escaping @Sendable (String) -> Void = { _ in }) {
        self.pokedex = pokedex
        self.trainer = trainer
        self.onNewProfile = onNewProfile
    }

    /// Stores `pokemon` as caught at `now`, creating the profile if it is new,
    /// in one write; refuses, changing nothing, when it already is.
    public func `catch`(_ pokemon: PokemonReference, now: Date = Date()) throws {
        let name = try TrainerProfiles.validated(trainer)
        let profile = try pokedex.userData.write { db in
            let profile = try TrainerProfiles.profile(named: name, now: now, in: db)
            if let caught = try TrainerCollection.backpack.date(of: pokemon.id, trainer: profile.trainer.name, in: db) {
                throw TrainerError.alreadyCaught(pokemon.englishName, at: caught)
            }
            try db.execute(sql: "INSERT INTO catch (trainer_id, pokemon_id, caught_at) VALUES (?, ?, ?)",
                           arguments: [profile.trainer.id, pokemon.id, CatchDate.stored(now)])
            return profile
        }
        if profile.isNew { onNewProfile(profile.trainer.name) }
    }

    /// Lets `pokemon` go; throws when it is not in the backpack.
    public func release(_ pokemon: PokemonReference) throws {
        try pokedex.userData.write { db in
            let trainer = try Trainer.find(named: trainer, in: db)
            try db.execute(sql: "DELETE FROM catch WHERE trainer_id = ? AND pokemon_id = ?",
                           arguments: [trainer?.id, pokemon.id])
            if db.changesCount == 0 { throw TrainerError.notCaught(pokemon.englishName) }
        }
    }

    /// When `pokemonID` was caught, or nil when it was not.
    public func caughtAt(_ pokemonID: Int) throws -> Date? {
        try pokedex.userData.read(orIfMissing: nil) { db in
            try TrainerCollection.backpack.date(of: pokemonID, trainer: trainer, in: db)
        }
    }
}
