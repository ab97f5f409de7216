import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The folded names the index build stores for each kind (`entity_name`)
/// and the entity searches read back, on the default dataset.
@Suite struct EntityNameTableTests {
    /// What a search reads back is what folding the tables again gives: the
    /// same names, words, ids and abbreviable names, byte for byte.
    @Test(arguments: EntityNameTable.kinds.map(\.kind))
    func theStoredTableIsTheTablesFoldedAgain(kind: String) throws {
        let pokedex = try TestPokedex.shared()
        let (stored, folded) = try pokedex.read { db in
            let names = try #require(EntityNameTable.kinds.first { $0.kind == kind }?.names)
            return (try EntityNameTable.stored(kind, in: db), EntityNameTable(folding: try EntityNameTable.source(of: kind, names: names, in: db)))
        }
        #expect(stored.encoded() == folded.encoded())
        #expect(stored.entityIDs.count > 20)
        #expect(stored.names.count > stored.entityIDs.count, "names in several languages")
    }

    /// Thunderbolt's names hold its slug first, its Japanese name and its
    /// Latin name run together; `tbolt` abbreviates it; a word of the kind is found.
    @Test func aMovesNamesWordsAndAbbreviations() throws {
        let table = try TestPokedex.shared().read { db in try EntityNameTable.stored("move", in: db) }
        let names = EntityNames(kind: .move, table: table)
        #expect(names.names(of: 85).first == "thunderbolt")
        #expect(names.names(of: 85).contains("10マンボルト"), "folded: kana as katakana")
        #expect(names.slug(of: 85) == "thunderbolt")
        #expect(names.names(of: 999_999).isEmpty)
        #expect(names.hasWord("jump", id: 136) && !names.hasWord("jump", id: 85))
        #expect(names.matches(text: "tbolt", tokens: ["tbolt"], inEffects: [])[85]?.match == .abbreviation)
        #expect(names.matches(text: "10マンボルト", tokens: ["10マンボルト"], inEffects: [])[85]?.match == .exactName)
        #expect(names.isName("high jump kick") && names.hasName(startingWith: "high ju") && !names.isName("high ju"))
    }

    /// A match by words ranks by the entity's shortest name, in characters (kept per
    /// entity once counted): Thunderbolt's is its Korean name, not its slug.
    @Test func theShortestNameOfAnEntityInCharacters() throws {
        let table = try TestPokedex.shared().read { db in try EntityNameTable.stored("move", in: db) }
        let names = EntityNames(kind: .move, table: table)
        for id in [85, 136, 1, 919] {
            let expected = try #require(names.names(of: id).map(\.count).min())
            #expect(names.shortestNameLength(of: id) == expected, "move \(id)")
            #expect(names.shortestNameLength(of: id) == expected, "move \(id), kept")
        }
        #expect(names.shortestNameLength(of: 85) < "thunderbolt".count)
        #expect(names.shortestNameLength(of: 999_999) == 0)
    }

    @Test func aCutOrForeignBlobIsRefused() throws {
        let table = try TestPokedex.shared().read { db in try EntityNameTable.stored("ability", in: db) }
        let blob = table.encoded()
        #expect(blob.withUnsafeBytes { EntityNameTable(decoding: $0) }?.encoded() == blob)
        let damaged: [[UInt8]] = [Array(blob.dropLast()), Array(blob.prefix(blob.count / 2)), [0x02] + blob.dropFirst(), [0xFF, 0xFF, 0xFF], []]
        for damaged in damaged {
            #expect(damaged.withUnsafeBytes { EntityNameTable(decoding: $0) } == nil)
        }
    }

    @Test func aDamagedNameTableIsADamagedPokedexNotACrash() throws {
        let search = try DamagedEntityIndex.search(after: "UPDATE entity_name SET data = x'01FFFF' WHERE kind = 'item'",
                                                   refusing: EntityRequest(kind: .item, query: "leftovers"))
        // The other kinds' names are whole.
        #expect(try search.search(EntityRequest(kind: .move, query: "thunderbolt")).hits.first?.entity.id == 85)
    }
}
