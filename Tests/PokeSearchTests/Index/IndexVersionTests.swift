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

    @Test func anFTS5IndexOfAnOlderVersionIsDroppedAndRebuilt() throws {
        let location = try TestPokedex.freshLocation()
        do {
            // Index version 5 kept its text in an FTS5 table with the `pokesearch` tokenizer.
            var configuration = Configuration()
            configuration.prepareDatabase { db in db.add(tokenizer: RetiredTokenizer.self) }
            let writer = try DatabaseQueue(path: location.databasePath, configuration: configuration)
            defer { try? writer.close() }
            try writer.write { db in
                try db.execute(sql: """
                    DROP TABLE search_term; DROP TABLE search_card;
                    CREATE VIRTUAL TABLE pokemon_fts USING fts5(name, names, genus, flavor,
                        tokenize = 'pokesearch analyzed', prefix = '2 3', content = '');
                    INSERT INTO pokemon_fts(rowid, name, names, genus, flavor) VALUES (25, 'pikachu', '', '', '');
                    UPDATE dataset_info SET value = '5' WHERE key = 'search_index_version';
                    """)
            }
        }
        var notices: [String] = []
        let pokedex = try Pokedex.open(location) { notices.append($0) }
        #expect(notices.count == 1 && notices[0].hasPrefix("Rebuilt the search index"))
        try pokedex.database.read { db throws in
            #expect(try !db.tableExists("pokemon_fts"))
            #expect(try !db.tableExists("pokemon_fts_data"))
            #expect(try CardTable.fetch(db).count == 1351)
        }
        #expect(try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "pikachu")).hits.first?.pokemon.id == 25)
    }
}
