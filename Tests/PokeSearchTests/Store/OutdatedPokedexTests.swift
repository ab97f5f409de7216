import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A Pokédex imported by an older pokesearch, whose tables lack what this
/// version reads: re-indexing cannot help, so it is rebuilt from the bundled
/// dataset when it came from there, and otherwise refused with what to do.
/// Either way the user data is untouched.
@Suite struct OutdatedPokedexTests {
    /// Turns the copy at `location` into one laid out by an older version:
    /// a table this version reads is gone, the stamps are old.
    func outdate(_ location: PokedexLocation, origin: String?) throws {
        let writer = try DatabaseQueue(path: location.databasePath)
        defer { try? writer.close() }
        try writer.write { db in
            try db.execute(sql: "DROP TABLE pokemon_held_item")
            try db.execute(sql: "UPDATE dataset_info SET value = '3' WHERE key = 'search_index_version'")
            try db.execute(sql: "DELETE FROM dataset_info WHERE key IN ('catalog_schema', 'origin')")
            if let origin {
                try db.execute(sql: "INSERT INTO dataset_info (key, value) VALUES ('origin', ?)", arguments: [origin])
            }
        }
    }

    func favoriteOfAsh(_ location: PokedexLocation) throws {
        let pokedex = try Pokedex.open(location)
        try Favorites(pokedex: pokedex, trainer: "ash").add([PokemonResolver(pokedex: pokedex).resolve("pikachu")])
    }

    @Test func anImportedOneIsRefusedWithWhatToDo() throws {
        let location = try TestPokedex.freshLocation()
        try favoriteOfAsh(location)
        try outdate(location, origin: nil)
        let before = try Data(contentsOf: URL(fileURLWithPath: location.databasePath))
        #expect(throws: StoreError.outdatedPokedex(location.databasePath)) { try Pokedex.open(location) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: location.databasePath)) == before, "nothing was written")
        // What is wrong; the command line adds what to type (`pokesearch repair`).
        #expect(StoreError.outdatedPokedex(location.databasePath).description.hasSuffix("lacks data this one reads"))

        #expect(try PokedexRepair.run(at: location) == .rebuilt)
        let pokedex = try Pokedex.open(location)
        #expect(try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "pikachu")).hits.first?.pokemon.id == 25)
        #expect(try Favorites(pokedex: pokedex, trainer: "ash").ids() == [25])
        #expect(try PokedexRepair.run(at: location) == .healthy)
    }

    @Test func oneBuiltFromTheBundledDatasetIsRebuiltFromThisOne() throws {
        let location = try TestPokedex.freshLocation()
        try favoriteOfAsh(location)
        try outdate(location, origin: "bundled")
        var notices: [String] = []
        let pokedex = try Pokedex.open(location) { notices.append($0) }
        #expect(notices.count == 1 && notices[0].hasPrefix("Rebuilt the Pokédex from this version's bundled dataset"))
        #expect(try pokedex.read { try PokedexCompatibility.of($0) } == .current)
        #expect(try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "pikachu")).hits.first?.pokemon.id == 25)
        #expect(try Favorites(pokedex: pokedex, trainer: "ash").ids() == [25])
    }

    @Test func anUnstampedOneWithEveryColumnIsOnlyReindexed() throws {
        let location = try TestPokedex.freshLocation()
        let writer = try DatabaseQueue(path: location.databasePath)
        try writer.write { db in
            try db.execute(sql: "UPDATE dataset_info SET value = '3' WHERE key = 'search_index_version'")
            try db.execute(sql: "DELETE FROM dataset_info WHERE key IN ('catalog_schema', 'origin')")
        }
        try writer.close()
        var notices: [String] = []
        let pokedex = try Pokedex.open(location) { notices.append($0) }
        #expect(notices.count == 1 && notices[0].hasPrefix("Rebuilt the search index"))
        #expect(try pokedex.read { try String.fetchOne($0, sql: "SELECT value FROM dataset_info WHERE key = 'catalog_schema'") }
                == CatalogSchema.fingerprint)
    }

    @Test func theCommandSaysWhatToDoAndExits1() throws {
        let location = try TestPokedex.freshLocation()
        try outdate(location, origin: nil)
        let result = try CommandLineRun(["pikachu"], location: location)
        #expect(result.status == 1)
        #expect(result.stderr.contains("was imported by another version of pokesearch"))
        #expect(result.stdout.isEmpty)
    }
}
