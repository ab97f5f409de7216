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
    /// timeout and fail.
    @Test func serverReadsTakeNoLockOnThePokedexFile() throws {
        let pokedex = try Pokedex.open(TestPokedex.freshLocation(), access: .server)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let locker = try DatabaseQueue(path: pokedex.location.databasePath, configuration: configuration)
        try locker.inDatabase { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        defer { try? locker.inDatabase { db in try db.execute(sql: "ROLLBACK") } }

        #expect(try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "pikachu")).hits.first?.pokemon.id == 25)
        try Favorites(pokedex: pokedex, trainer: "ash").add([PokemonResolver(pokedex: pokedex).resolve("mew")])
        let journal = try DatabaseQueue(path: pokedex.location.userDataPath).read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }
        #expect(journal == "wal")
    }

    /// Once another file is renamed over the path (an import), a read that
    /// needs a connection of its own while the others are in use waits for
    /// one of the file it opened, rather than open the new file and read it
    /// beside what was read from the old one.
    @Test func aReadAfterTheFileIsReplacedReadsTheFileItOpened() throws {
        let location = try TestPokedex.freshLocation()
        let pokedex = try Pokedex.open(location, access: .server)
        let count = try pokedex.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") }
        #expect((count ?? 0) > 1000)

        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = try? pokedex.read { _ in
                held.signal()
                release.wait()
            }
        }
        held.wait()
        let other = location.databasePath + ".other"
        try DatabaseQueue(path: other).write { db in
            try db.execute(sql: "CREATE TABLE pokemon(id INTEGER PRIMARY KEY); INSERT INTO pokemon VALUES (1)")
        }
        #expect(rename(other, location.databasePath) == 0)
        // The connection in use is given back a little later; the read below waits for it.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { release.signal() }
        let during = try pokedex.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") }
        #expect(during == count)
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
