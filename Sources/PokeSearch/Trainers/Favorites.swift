import Foundation
import GRDB

/// One trainer's favorite Pokémon, kept by pokemon id so they outlive re-imports.
public struct Favorites: Sendable {
    /// The Pokédex whose user data holds them.
    public let pokedex: Pokedex
    /// Whose favorites these are: a profile's name. The first addition
    /// creates the profile; reading an unknown one finds nothing.
    public let trainer: String
    /// Called with the profile's name once an addition that created it is on disk.
    public let onNewProfile: @Sendable (String) -> Void

    /// The favorites of `trainer` in the user data of `pokedex`.
    public init(pokedex: Pokedex, trainer: String = Trainer.defaultName,
                onNewProfile: @escaping @Sendable (String) -> Void = { _ in }) {
        self.pokedex = pokedex
        self.trainer = trainer
        self.onNewProfile = onNewProfile
    }

    /// Adds `pokemon`, creating the profile if it is new, in one write;
    /// returns those that were not favorites yet (adding twice is harmless).
    @discardableResult
    public func add(_ pokemon: [PokemonReference], now: Date = Date()) throws -> [PokemonReference] {
        let name = try TrainerProfiles.validated(trainer)
        let (added, profile) = try pokedex.userData.write { db in
            let profile = try TrainerProfiles.profile(named: name, now: now, in: db)
            let added = try pokemon.filter { reference in
                try db.execute(sql: """
                    INSERT INTO favorite (trainer_id, pokemon_id, added_at) VALUES (?, ?, ?)
                    ON CONFLICT DO NOTHING
                    """, arguments: [profile.trainer.id, reference.id, CatchDate.stored(now)])
                return db.changesCount > 0
            }
            return (added, profile)
        }
        if profile.isNew { onNewProfile(profile.trainer.name) }
        return added
    }

    /// Removes `pokemon`; returns those that were favorites.
    @discardableResult
    public func remove(_ pokemon: [PokemonReference]) throws -> [PokemonReference] {
        try pokedex.userData.write { db in
            guard let trainer = try Trainer.find(named: trainer, in: db) else { return [] }
            return try pokemon.filter { reference in
                try db.execute(sql: "DELETE FROM favorite WHERE trainer_id = ? AND pokemon_id = ?",
                               arguments: [trainer.id, reference.id])
                return db.changesCount > 0
            }
        }
    }

    /// The favorites to mark in results (★, `"favorite"` in JSON): nil when
    /// the profile does not exist, so that a name that names no profile
    /// marks nothing rather than every Pokémon "not a favorite".
    public func marks() throws -> Set<Int>? {
        try pokedex.userData.read(orIfMissing: nil) { db in
            guard try Trainer.find(named: trainer, in: db) != nil else { return nil }
            return Set(try TrainerCollection.favorites.entries(ofTrainer: trainer, in: db).keys)
        }
    }

    /// The pokemon ids of every favorite, ascending; none for an unknown trainer.
    public func ids() throws -> [Int] {
        try pokedex.userData.read(orIfMissing: []) { db in
            try TrainerCollection.favorites.entries(ofTrainer: trainer, in: db).keys.sorted()
        }
    }

    /// The pokemon ids of the favorites of trainer `trainerID` (as a session
    /// names it, by id), ascending, in a read of the user data already open (a
    /// session's: `TrainerSessions`): what a server marks on every answer to a
    /// logged-in trainer, read without looking the name up or reading the dates.
    package static func ids(ofTrainerID trainerID: Int64, in db: Database) throws -> [Int] {
        try Int.fetchAll(db.cachedStatement(sql: "SELECT pokemon_id FROM favorite WHERE trainer_id = ? ORDER BY pokemon_id"),
                         arguments: [trainerID])
    }
}
