import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// The new Pokédex replaces the old one in one rename; user data is never touched.
@Suite struct AtomicSwapTests {
    /// Adds a trainer with Ho-Oh as favorite.
    private func addFavorite(_ fixture: ImportFixture) throws {
        let pokedex = try Pokedex(location: fixture.location)
        try Favorites(pokedex: pokedex, trainer: "Ash").add([PokemonResolver(pokedex: pokedex).resolve("250")])
    }

    private func favorites(_ fixture: ImportFixture) throws -> [Int] {
        let user = try DatabaseQueue(path: fixture.location.userDataPath)
        defer { try? user.close() }
        return try user.read { db in try Int.fetchAll(db, sql: "SELECT pokemon_id FROM favorite") }
    }

    @Test func failedImportKeepsTheOldDatabaseAndTheFavorites() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            try addFavorite(fixture)
            let before = try Data(contentsOf: URL(fileURLWithPath: fixture.location.databasePath))
            // Pokémon files are read last: by then every other table is written.
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon", 10034, in: dump, replacing: "\"/api/v2/ability/181/\"", with: "\"/api/v2/ability/9999/\"")
            #expect(throws: ImportError.self) { try fixture.importFixture(from: dump) }
            #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.location.databasePath)) == before)
            #expect(try favorites(fixture) == [250])
            #expect(try fixture.databaseFolderContents() == ["pokedex.sqlite", "pokedex.user.sqlite"])
            let pokedex = try Pokedex(location: fixture.location)
            #expect(try pokedex.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") } == 11)
        }
    }

    @Test func reimportReplacesTheDatabaseAndKeepsTheFavorites() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            try addFavorite(fixture)
            let dump = try fixture.learnsetDump()
            _ = try DumpImporter(dumpPath: dump.path).importDump(into: fixture.location)
            #expect(try fixture.database().read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") } == 2)
            #expect(try favorites(fixture) == [250])
            #expect(try fixture.databaseFolderContents() == ["pokedex.sqlite", "pokedex.user.sqlite"])
        }
    }

    @Test func leftoversOfKilledImportsAreRemovedButNotThoseOfRunningOnes() throws {
        try withFixture { fixture throws in
            try FileManager.default.createDirectory(atPath: fixture.location.directory, withIntermediateDirectories: true)
            // No process has the highest pid Linux can hand out; our parent is alive.
            let dead = fixture.location.databasePath + ".partial-4194303-DEAD"
            let alive = fixture.location.databasePath + ".partial-\(getppid())-BEEF"
            for path in [dead, dead + "-journal", alive] {
                try Data("half a database".utf8).write(to: URL(fileURLWithPath: path))
            }
            try fixture.importFixture()
            #expect(try fixture.databaseFolderContents() == ["pokedex.sqlite", URL(fileURLWithPath: alive).lastPathComponent])
        }
    }

    @Test func importNeverCreatesTheUserFile() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            #expect(!FileManager.default.fileExists(atPath: fixture.location.userDataPath))
        }
    }
}
