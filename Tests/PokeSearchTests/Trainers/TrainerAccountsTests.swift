import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

@Suite struct TrainerAccountsTests {
    @Test func aSignedUpTrainerLogsInWithItsPasswordOnly() throws {
        let pokedex = try TestPokedex.fresh()
        let accounts = TrainerAccounts(pokedex: pokedex)
        let misty = try accounts.signUp(name: "Misty", password: "starmie-cerulean")
        #expect(try accounts.authenticate(name: "misty", password: "starmie-cerulean") == misty)
        #expect(try accounts.authenticate(name: "Misty", password: "Starmie-cerulean") == nil)
        #expect(try accounts.authenticate(name: "brock", password: "starmie-cerulean") == nil)
        #expect(throws: TrainerError.nameTaken("MISTY")) { try accounts.signUp(name: "MISTY", password: "another-password") }
        #expect(throws: TrainerError.invalidPassword("use at least 8 characters")) { try accounts.signUp(name: "brock", password: "onix") }
        // Stored as a bcrypt hash of cost 12 of its SHA-256, never as given.
        let stored = try pokedex.userData.read(orIfMissing: nil) { db in try String.fetchOne(db, sql: "SELECT password_hash FROM trainer") }
        #expect(stored?.hasPrefix("sha256+$2b$12$") == true)
    }

    @Test func aLowerCostHashesAtThatCostAndStillTellsNothingOfUnknownNames() throws {
        let pokedex = try TestPokedex.fresh()
        let accounts = TrainerAccounts(pokedex: pokedex, passwordCost: 4)
        let misty = try accounts.signUp(name: "misty", password: "starmie-cerulean")
        let stored = try pokedex.userData.read(orIfMissing: nil) { db in try String.fetchOne(db, sql: "SELECT password_hash FROM trainer") }
        #expect(stored?.hasPrefix("sha256+$2b$04$") == true)
        #expect(try accounts.authenticate(name: "misty", password: "starmie-cerulean") == misty)
        #expect(try accounts.authenticate(name: "misty", password: "starmie-cerulea") == nil)
        // An unknown name is checked against a stand-in of the same cost, not the usual one.
        #expect(try accounts.authenticate(name: "brock", password: "starmie-cerulean") == nil)
        #expect(PasswordPolicy.standIn(cost: 4).hasPrefix("sha256+$2b$04$"))
        #expect(PasswordPolicy.standIn(cost: 12) == PasswordPolicy.standIn)
        // Costs bcrypt refuses are brought within its range, never trapped on.
        #expect(TrainerAccounts(pokedex: pokedex, passwordCost: 99).passwordCost == 31)
        #expect(TrainerAccounts(pokedex: pokedex, passwordCost: -3).passwordCost == 4)
        #expect(TrainerAccounts(pokedex: pokedex).passwordCost == 12)
    }

    @Test func aCLIProfileGetsAPasswordAndLosesItsSessions() throws {
        let pokedex = try TestPokedex.fresh()
        let ash = try TrainerProfiles(pokedex: pokedex).profile(named: "ash")
        let accounts = TrainerAccounts(pokedex: pokedex, passwordCost: 4)
        #expect(try accounts.authenticate(name: "ash", password: "") == nil)
        #expect(throws: TrainerError.nameTaken("Ash")) { try accounts.signUp(name: "Ash", password: "pikachu-forever") }
        try accounts.setPassword(name: "ash", password: "pikachu-forever")
        #expect(try accounts.authenticate(name: "ash", password: "pikachu-forever") == ash)
        let sessions = TrainerSessions(pokedex: pokedex)
        try sessions.open(tokenHash: "h1", for: ash)
        #expect(try sessions.trainer(forTokenHash: "h1") == ash)
        try accounts.setPassword(name: "ash", password: "a-new-password")
        #expect(try sessions.trainer(forTokenHash: "h1") == nil)
    }

    /// A session is read with its trainer's favorites (a server marks them on every
    /// answer without a read of its own), as they are at that read: one added since,
    /// from another process say, is there at the next use.
    @Test func aSessionComesWithItsTrainersFavoritesAsTheyAre() throws {
        let pokedex = try TestPokedex.fresh()
        let ash = try TrainerProfiles(pokedex: pokedex).profile(named: "ash")
        let sessions = TrainerSessions(pokedex: pokedex)
        try sessions.open(tokenHash: "h1", for: ash)
        #expect(try sessions.storedSession(forTokenHash: "h1")?.session.favorites == [])
        let resolver = PokemonResolver(pokedex: pokedex)
        _ = try Favorites(pokedex: pokedex, trainer: "ash").add([try resolver.resolve("pikachu"), try resolver.resolve("bulbasaur")])
        #expect(try sessions.storedSession(forTokenHash: "h1")?.session.favorites == [1, 25])
        _ = try Favorites(pokedex: pokedex, trainer: "misty").add([try resolver.resolve("staryu")])
        #expect(try sessions.session(forTokenHash: "h1", now: Date() + 7200)?.favorites == [1, 25], "another trainer's are not theirs")
    }

    @Test func aUserDataFileFromBeforeAccountsUpgradesInPlaceKeepingEveryRow() throws {
        let location = try TestPokedex.freshLocation()
        // A file as pokesearch wrote it before 05-accounts.sql: two names that
        // fold alike (they differed by more than case), each with a favorite.
        let old = try DatabaseQueue(path: location.userDataPath)
        try old.write { db in
            try db.execute(sql: SchemaFile.user.sql)
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('04-user.sql')")
            try db.execute(sql: "INSERT INTO trainer (id, name, created_at) VALUES (1, 'Pokémon', '2026-01-01T00:00:00Z'), (2, 'pokemon', '2026-01-02T00:00:00Z')")
            try db.execute(sql: "INSERT INTO favorite VALUES (1, 25, '2026-01-01T00:00:00Z'), (2, 6, '2026-01-02T00:00:00Z')")
        }
        try old.close()
        let pokedex = try Pokedex(location: location)
        #expect(Set(try TrainerProfiles(pokedex: pokedex).all().map(\.name)) == ["pokemon", "Pokémon"])
        #expect(try Favorites(pokedex: pokedex, trainer: "Pokémon").ids() == [25])
        #expect(try Favorites(pokedex: pokedex, trainer: "pokemon").ids() == [6])
        #expect(throws: TrainerError.nameTaken("POKEMON")) {
            try TrainerAccounts(pokedex: pokedex, passwordCost: 4).signUp(name: "POKEMON", password: "long enough")
        }
    }
}
