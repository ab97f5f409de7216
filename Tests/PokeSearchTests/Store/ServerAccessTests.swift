import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `Pokedex.open(_:access: .server)`: one Pokédex shared by many requests
/// at once in one process, as the HTTP server uses it.
@Suite struct ServerAccessTests {
    /// The Pokédex file is never written in place, so a server's reads take
    /// no lock on it (`immutable`): a lock held on it by another process
    /// stops none of them, where a reader that locks would wait out the busy
    /// timeout and fail. A read inside a read gets a connection of its own.
    @Test func serverReadsTakeNoLockOnThePokedexFile() throws {
        let pokedex = try Pokedex.open(TestPokedex.freshLocation(), access: .server)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let locker = try DatabaseQueue(path: pokedex.location.databasePath, configuration: configuration)
        try locker.inDatabase { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        defer { try? locker.inDatabase { db in try db.execute(sql: "ROLLBACK") } }

        #expect(try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "pikachu")).hits.first?.pokemon.id == 25)
        let nested = try pokedex.read { outer in
            try pokedex.read { inner in
                #expect(outer !== inner)
                return try Int.fetchOne(inner, sql: "SELECT count(*) FROM pokemon")
            }
        }
        #expect((nested ?? 0) > 1000)
        try Favorites(pokedex: pokedex, trainer: "ash").add([PokemonResolver(pokedex: pokedex).resolve("mew")])
        let journal = try DatabaseQueue(path: pokedex.location.userDataPath).read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }
        #expect(journal == "wal")
    }

    @Test func concurrentRequestsReadAndWriteWithoutErrors() async throws {
        let pokedex = try Pokedex.open(TestPokedex.freshLocation(), access: .server)
        let engine = SearchEngine(pokedex: pokedex)
        let references = try PokemonResolver(pokedex: pokedex).resolveAll((1...40).map(String.init))
        let trainers = ["ash", "misty", "brock", "may"]
        let queries = ["pikachu", "fire dragon", "water atk>100", "salameche", "ピカチュウ", "charizrd", "gen:1 legendary"]

        // 4 trainers × 40 Pokémon: 160 favorites and 160 catches written by
        // concurrent tasks, while as many tasks search, list and show.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for trainer in trainers {
                for reference in references {
                    group.addTask {
                        try Favorites(pokedex: pokedex, trainer: trainer).add([reference])
                        try Backpack(pokedex: pokedex, trainer: trainer).catch(reference)
                    }
                    group.addTask {
                        _ = try engine.search(SearchRequest(query: queries[reference.id % queries.count]))
                        _ = try engine.search(SearchRequest(query: "", favoritesOf: trainer))
                        _ = try PokedexListing(pokedex: pokedex).page(ListingRequest(scope: .backpack(trainer), pagination: Pagination()))
                        _ = try PokemonDetail.load(reference, trainer: trainer, from: pokedex)
                    }
                }
            }
            try await group.waitForAll()
        }

        for trainer in trainers {
            #expect(try Favorites(pokedex: pokedex, trainer: trainer).ids() == Array(1...40))
            let backpack = try PokedexListing(pokedex: pokedex).page(ListingRequest(scope: .backpack(trainer), pagination: Pagination(limit: 100)))
            #expect(backpack.entries.map(\.pokemon.id) == Array(1...40))
            #expect(backpack.entries.allSatisfy { $0.caughtAt != nil })
        }
        #expect(try TrainerProfiles(pokedex: pokedex).all().map(\.name) == ["ash", "brock", "may", "misty"])
    }
}
