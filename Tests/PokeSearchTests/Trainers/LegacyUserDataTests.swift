import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A user data file written by the code before issue 30 (Fixtures/
/// legacy-user-data: plain bcrypt hashes, look-alike names, a 4 KB name, a
/// common password): every trainer still logs in, keeps its favorites and
/// is found by its name; new look-alikes are refused; a changed password
/// takes the new format.
///
/// New hashes at bcrypt's lowest cost (4): what is tested here does not depend on it,
/// and cost 12 in a debug build takes a second of CPU per hash.
@Suite struct LegacyUserDataTests {
    static let zalgo = "Zalgo" + String(repeating: "\u{0301}", count: 1_000) + "x" + String(repeating: "\u{0300}", count: 1_000)

    func legacyPokedex() throws -> Pokedex {
        let location = try TestPokedex.freshLocation()
        let fixture = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/legacy-user-data/pokedex.user.sqlite")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: location.userDataPath)
        return try Pokedex(location: location)
    }

    @Test func everyTrainerOfTheOldFileStillLogsIn() throws {
        let pokedex = try legacyPokedex()
        let accounts = TrainerAccounts(pokedex: pokedex, passwordCost: 4)
        let logins = [("Misty", "starmie-cerulean"), ("Мisty", "cyrillic-misty-pass"), (Self.zalgo, "zalgo-comes-2000"),
                      ("brock", "12345678"), ("lance", String(repeating: "Ж", count: 36))]
        var ids: Set<Int64> = []
        for (name, password) in logins {
            let trainer = try #require(try accounts.authenticate(name: name, password: password), "\(name.prefix(8))")
            #expect(trainer.name == name)
            ids.insert(trainer.id)
            #expect(try accounts.authenticate(name: name, password: password + "?") == nil)
        }
        #expect(ids.count == logins.count, "look-alikes are still two trainers")
        #expect(try Favorites(pokedex: pokedex, trainer: "Misty").ids() == [25, 121])
        #expect(try Favorites(pokedex: pokedex, trainer: "Мisty").ids() == [7])
        #expect(try TrainerProfiles(pokedex: pokedex).all().count == 5)
        // The old file was 0644: opened by its owner, its hashes are the owner's alone.
        let mode = try FileManager.default.attributesOfItem(atPath: pokedex.location.userDataPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func newLookAlikesAreRefusedAndChangedPasswordsTakeTheNewFormat() throws {
        let pokedex = try legacyPokedex()
        let accounts = TrainerAccounts(pokedex: pokedex, passwordCost: 4)
        #expect(throws: TrainerError.nameLooksLike("Mіsty", existing: "Misty")) {
            try accounts.signUp(name: "Mіsty", password: "correct horse battery")
        }
        // Both old look-alikes keep their writes: a favorite is no new profile.
        _ = try Favorites(pokedex: pokedex, trainer: "Мisty").add([.numberOnly(150)])
        #expect(try Favorites(pokedex: pokedex, trainer: "Мisty").ids() == [7, 150])

        try accounts.setPassword(name: "brock", password: "onix-rock-tunnel")
        let stored = try pokedex.userData.read(orIfMissing: nil) { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM trainer WHERE name = 'brock'")
        }
        #expect(stored?.hasPrefix("sha256+$2b$04$") == true)
        #expect(try accounts.authenticate(name: "brock", password: "onix-rock-tunnel") != nil)
        #expect(try accounts.authenticate(name: "brock", password: "12345678") == nil)
        let old = try pokedex.userData.read(orIfMissing: nil) { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM trainer WHERE name = 'Misty'")
        }
        #expect(old?.hasPrefix("$2b$12$") == true, "a hash is rewritten only with a new password")
    }
}
