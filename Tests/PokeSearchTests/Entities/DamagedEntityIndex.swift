import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A fresh Pokédex with one of its entity index's rows damaged on disk, and the
/// entity search over it: what the tests of each stored table check, that a
/// damaged row is a damaged Pokédex, never a crash, and the other kinds stay whole.
enum DamagedEntityIndex {
    /// The search after `damage` (an SQL update of the index), once it refused
    /// `refused` as a damaged Pokédex.
    static func search(after damage: String, refusing refused: EntityRequest) throws -> EntitySearch {
        let pokedex = try TestPokedex.fresh()
        try DatabaseQueue(path: pokedex.location.databasePath).write { db in try db.execute(sql: damage) }
        let search = EntitySearch(pokedex: pokedex)
        #expect(throws: StoreError.damagedPokedex(pokedex.location.databasePath)) { try search.search(refused) }
        return search
    }
}
