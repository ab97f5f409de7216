import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The user data file holds password hashes: other users of the machine may
/// not read it, nor its `-wal` and `-shm`, nor list the folder pokesearch
/// makes for it.
@Suite struct FileModesCLITests {
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    @Test func aFirstRunMakesTheFolderAndTheUserDataTheOwnersAlone() throws {
        let parent = try TestPokedex.freshLocation().directory
        let location = PokedexLocation(databasePath: parent + "/new/pokesearch/pokedex.sqlite")
        let run = try CommandLineRun(["fav", "add", "pikachu", "--trainer", "ash"], location: location)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.mode(location.directory) == 0o700)
        #expect(Self.mode(location.userDataPath) == 0o600)
        // SQLite gives its side files the database file's mode.
        let server = try Pokedex(location: location)
        try server.userData.write { db in try db.execute(sql: "UPDATE trainer SET created_at = created_at") }
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: location.userDataPath + suffix) {
            #expect(Self.mode(location.userDataPath + suffix) == 0o600, "\(suffix)")
        }
    }

    @Test func aFileMadeBeforeIsNarrowedByItsOwner() throws {
        let location = try TestPokedex.freshLocation()
        #expect(try CommandLineRun(["fav", "add", "pikachu"], location: location).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: location.userDataPath)
        #expect(try CommandLineRun(["fav", "list"], location: location).status == 0)
        #expect(Self.mode(location.userDataPath) == 0o600)
    }
}
