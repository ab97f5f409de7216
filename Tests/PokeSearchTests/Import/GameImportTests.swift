import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// Regions, version groups and versions from the mini-dump, which holds all of them.
@Suite struct GameImportTests {
    @Test(arguments: [(3, "en", "Hoenn"), (3, "ja-hrkt", "ホウエン"), (3, "ko", "호연"), (3, "zh-hans", "丰缘"), (1, "ko", "관동"), (10, "fr", "Paldea")])
    func regionNames(region: Int, language: String, name: String) throws {
        try withImportedFixture { db throws in
            #expect(try String.fetchOne(db, sql: """
                SELECT n.name FROM localized_name n JOIN language l ON l.id = n.language_id
                WHERE n.kind = 'region' AND n.id = ? AND l.name = ?
                """, arguments: [region, language]) == name)
        }
    }

    @Test func regionsKnowTheGenerationThatIntroducedThem() throws {
        try withImportedFixture { db throws in
            let rows = try Row.fetchAll(db, sql: "SELECT name, generation_id FROM region ORDER BY id")
            #expect(rows.count == 11)
            #expect(rows.map { $0["name"] as String }.prefix(4) == ["kanto", "johto", "hoenn", "sinnoh"])
            #expect(rows[2]["generation_id"] == 3)
            // Hisui (Legends: Arceus) and Orre (Colosseum) introduced no generation.
            #expect(try String.fetchAll(db, sql: "SELECT name FROM region WHERE generation_id IS NULL ORDER BY id") == ["hisui", "orre"])
        }
    }

    @Test func versionGroupsSortByReleaseNotById() throws {
        try withImportedFixture { db throws in
            let names = try String.fetchAll(db, sql: "SELECT name FROM version_group ORDER BY sort_order")
            #expect(names.count == 32)
            #expect(names.prefix(3) == ["red-green-japan", "blue-japan", "red-blue"])
            let scarletViolet = try #require(try Row.fetchOne(db, sql: """
                SELECT vg.id, vg.sort_order, g.name AS generation FROM version_group vg
                JOIN generation g ON g.id = vg.generation_id WHERE vg.name = 'scarlet-violet'
                """))
            #expect(scarletViolet["id"] == 25)
            #expect(scarletViolet["generation"] as String? == "generation-ix")
            #expect(names.firstIndex(of: "scarlet-violet")! < names.firstIndex(of: "legends-za")!)
        }
    }

    /// What `--game` resolves: a version group slug, a version slug, or a version's name in any language.
    @Test(arguments: [("scarlet-violet", "scarlet-violet"), ("scarlet", "scarlet-violet"), ("Écarlate", "scarlet-violet"),
                      ("スカーレット", "scarlet-violet"), ("Let’s Go, Évoli", "lets-go-pikachu-lets-go-eevee")])
    func gamesResolveToTheirVersionGroup(game: String, versionGroup: String) throws {
        try withImportedFixture { db throws in
            #expect(try String.fetchOne(db, sql: """
                SELECT vg.name FROM version_group vg WHERE vg.name = :game
                UNION SELECT vg.name FROM version v JOIN version_group vg ON vg.id = v.version_group_id
                 WHERE v.name = :game
                    OR v.id IN (SELECT id FROM localized_name WHERE kind = 'version' AND name = :game)
                """, arguments: ["game": game]) == versionGroup)
        }
    }

    @Test func everyVersionHasItsVersionGroup() throws {
        try withImportedFixture { db throws in
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM version") == 53)
            #expect(try String.fetchAll(db, sql: """
                SELECT v.name FROM version v JOIN version_group vg ON vg.id = v.version_group_id
                WHERE vg.name = 'scarlet-violet' ORDER BY v.id
                """) == ["scarlet", "violet"])
        }
    }

    @Test func aVersionGroupWithoutItsReleaseOrderIsRefusedBeforeAnythingIsWritten() throws {
        try withFixture { fixture throws in
            let dump = try fixture.copyOfDump()
            try fixture.edit("version-group", 25, in: dump, replacing: "\"order\": 27", with: "\"order\": \"27\"")
            #expect {
                try fixture.importFixture(from: dump)
            } throws: { error in
                (error as? ImportError)?.description == "version-group/25/index.json: order: is not a number"
            }
            #expect(!FileManager.default.fileExists(atPath: fixture.location.databasePath))
        }
    }
}
