import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A database indexed by another version of pokesearch is re-indexed when
/// opened (in a copy renamed over it), keeping its data and the user's favorites.
@Suite struct IndexVersionTests {
    @Test func aStaleIndexIsRebuiltOnOpen() throws {
        let location = try TestPokedex.freshLocation()
        do {
            let pokedex = try Pokedex(location: location)
            try Favorites(pokedex: pokedex, trainer: "ash").add([PokemonResolver(pokedex: pokedex).resolve("pikachu")])
            // The Pokédex is opened read-only: outdate it through a connection of our own.
            let writer = try DatabaseQueue(path: location.databasePath)
            defer { try? writer.close() }
            try writer.write { db in
                try db.execute(sql: "UPDATE dataset_info SET value = '0' WHERE key = 'search_index_version'")
                try db.execute(sql: "DELETE FROM search_name")
            }
        }
        var notices: [String] = []
        let pokedex = try Pokedex.open(location) { notices.append($0) }
        #expect(notices.count == 1 && notices[0].hasPrefix("Rebuilt the search index"))
        #expect(try pokedex.database.read { try SearchIndexBuilder.isCurrent(in: $0) })
        #expect(try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "pikachu")).hits.first?.pokemon.id == 25)
        #expect(try Favorites(pokedex: pokedex, trainer: "ash").ids() == [25])
        #expect(try !FileManager.default.contentsOfDirectory(atPath: location.directory).contains { $0.contains(".partial-") })

        var again: [String] = []
        _ = try Pokedex.open(location) { again.append($0) }
        #expect(again.isEmpty, "a current index is left alone")
    }
}
