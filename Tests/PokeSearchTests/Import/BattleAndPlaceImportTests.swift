import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// What the import reads for move classes, natures and wild encounters, on
/// the mini-dump (Unown at the Solaceon Ruins, four natures, Thunderbolt's
/// meta), and broken files of those endpoints named by file and field, the
/// previous Pokédex left as it was.
@Suite struct BattleAndPlaceImportTests {
    @Test func encountersArePerAreaMethodAndLevelsWithGamesAsBits() throws {
        try withImportedFixture { db in
            #expect(try String.fetchOne(db, sql: "SELECT name FROM location WHERE id = 12") == "solaceon-ruins")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM location_area WHERE location_id = 12") == 2)
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM pokemon_encounter ORDER BY location_area_id, version_mask")
            #expect(!rows.isEmpty && rows.allSatisfy { $0["pokemon_id"] == 201 && $0["method_id"] == 1 })
            // Diamond, Pearl and Platinum (versions 12, 13, 14) meet it there.
            let games = rows.reduce(0) { $0 | ($1["version_mask"] as Int) }
            #expect(games == 1 << 12 | 1 << 13 | 1 << 14)
            #expect(rows.allSatisfy { (1...100).contains($0["chance"] as Int) && ($0["min_level"] as Int) <= $0["max_level"] })
            #expect(try String.fetchOne(db, sql: """
                SELECT name FROM localized_name WHERE kind = 'location' AND id = 12 AND language_id = 5
                """) == "Ruines Bonville")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM lexicon WHERE kind = 'location' AND phrase = 'solaceon ruins'") == 1)
        }
    }

    @Test func naturesKeepTheirStats() throws {
        try withImportedFixture { db in
            let timid = try #require(try Row.fetchOne(db, sql: "SELECT * FROM nature WHERE name = 'timid'"))
            #expect(timid["increased_stat_id"] == 6 && timid["decreased_stat_id"] == 2)
            #expect(timid["likes_flavor"] as String? == "sweet" && timid["hates_flavor"] as String? == "spicy")
            let hardy = try #require(try Row.fetchOne(db, sql: "SELECT * FROM nature WHERE name = 'hardy'"))
            #expect((hardy["increased_stat_id"] as Int?) == nil)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM localized_name WHERE kind = 'nature' AND id = 5") ?? 0 >= 10)
        }
    }

    @Test func moveMetaIsRead() throws {
        try withFixture { fixture in
            _ = try DumpImporter(dumpPath: try fixture.learnsetDump().path).importDump(into: fixture.location)
            try fixture.database().read { db in
                let thunderbolt = try #require(try Row.fetchOne(db, sql: "SELECT * FROM move_meta WHERE move_id = 85"))
                #expect(thunderbolt["ailment"] as String? == "paralysis" && thunderbolt["ailment_chance"] == 10)
                #expect(thunderbolt["category"] as String? == "damage-ailment")
            }
        }
    }

    /// A broken file of `endpoint/id` (its first `old` replaced by `new`):
    /// the error, after checking the previous Pokédex is untouched.
    private func failingImport(_ endpoint: String, _ id: Int, replacing old: String, with new: String) throws -> ImportError {
        try withFixture { fixture throws in
            try fixture.importFixture()
            let before = try Data(contentsOf: URL(fileURLWithPath: fixture.location.databasePath))
            let dump = try fixture.copyOfDump()
            try fixture.edit(endpoint, id, in: dump, replacing: old, with: new)
            var caught: ImportError?
            do {
                _ = try DumpImporter(dumpPath: dump.path, without: [.move]).importDump(into: fixture.location)
            } catch let error as ImportError {
                caught = error
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.location.databasePath)) == before, "the old database changed")
            return try #require(caught)
        }
    }

    @Test func aChanceThatIsNoPercentage() throws {
        let error = try failingImport("location-area", 30, replacing: "\"chance\": 20", with: "\"chance\": 150")
        #expect(error.description.hasPrefix("location-area/30/index.json: pokemon_encounters[0].version_details["))
        #expect(error.description.hasSuffix(".chance: is 150, not a percentage"))
    }

    @Test func anEncounterMethodNotInTheDump() throws {
        // The slot's method (the first link to it is in `encounter_method_rates`, which is not read).
        let indent = String(repeating: " ", count: 32)
        let error = try failingImport("location-area", 31, replacing: "\"walk\",\n\(indent)\"url\": \"/api/v2/encounter-method/1/\"",
                                      with: "\"walk\",\n\(indent)\"url\": \"/api/v2/encounter-method/99/\"")
        guard case .danglingReference(let file, let field, "encounter-method", 99) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(file == "location-area/31/index.json")
        #expect(field.hasPrefix("pokemon_encounters[0].version_details[") && field.hasSuffix("].method"))
    }

    @Test func anAreaOfALocationNotInTheDump() throws {
        let error = try failingImport("location-area", 30, replacing: "\"/api/v2/location/12/\"", with: "\"/api/v2/location/999/\"")
        #expect(error.description == "location-area/30/index.json: location: references location 999, which is not in the dump")
    }

    @Test func aNatureRaisingAStatNotInTheDump() throws {
        let error = try failingImport("nature", 5, replacing: "\"/api/v2/stat/6/\"", with: "\"/api/v2/stat/60/\"")
        #expect(error.description.hasPrefix("nature/5/index.json: "))
        #expect(error.description.hasSuffix(": references stat 60, which is not in the dump"))
    }

    @Test func aLevelRangeUpsideDown() throws {
        let error = try failingImport("location-area", 30, replacing: "\"min_level\": 19", with: "\"min_level\": 99")
        #expect(error.description.contains("location-area/30/index.json: pokemon_encounters[0]"))
        #expect(error.description.contains(".min_level: is 99, above max_level"))
    }
}
