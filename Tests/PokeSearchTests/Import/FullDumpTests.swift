import Foundation
import GRDB
import PokeSearchArchives
import Testing
@testable import PokeSearch

/// The complete PokéAPI dump imported from its archive (.tar.xz, read as a
/// stream, as `pokesearch import` reads it) and checked against the files of
/// the archive unpacked beside it. Skipped when the archive is absent.
///
/// One import: that a folder and its archive import to the same rows is
/// `ArchiveImportTests`' subject, in each format, on the mini-dump (a second
/// import of the whole dump here cost ten seconds of CPU in every test run).
@Suite(.enabled(if: FullDump.archive != nil, "the PokéAPI archive (api-data-v2.tar.xz) is not on this machine"))
struct FullDumpTests {
    @Test func importsTheWholeArchiveWithEveryCountAndName() throws {
        try withFixture { fixture throws in
            let archive = try #require(FullDump.archive)
            let unpacked = fixture.folder.appendingPathComponent("unpacked", isDirectory: true)
            try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
            try FullDump.unpack(archive, into: unpacked)
            let summary = try DumpImporter(dumpPath: archive.path, archives: LibArchiveReader()).importDump(into: fixture.location)
            guard case .folder(let v2) = try DumpLocator.locate(unpacked.path) else { Issue.record("no dump folder"); return }
            for endpoint in Endpoint.allCases {
                #expect(summary.counts[endpoint] == FullDump.fileCount(endpoint, in: v2), "\(endpoint)")
            }
            try fixture.database().read { db throws in
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") == 1351)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM species") == 1025)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") == FullDump.fileCount(.pokemon, in: v2))
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM species") == FullDump.fileCount(.species, in: v2))
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM move") == FullDump.fileCount(.move, in: v2))
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon WHERE is_mega") ?? 0 >= 48)
                #expect(try Int.fetchOne(db, sql: "SELECT count(DISTINCT pokemon_id) FROM pokemon_move") ?? 0 > 1300)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM species_text WHERE language_id = 9 AND flavor_text IS NOT NULL") ?? 0 >= 1000)
                // Every species name of every language lands.
                let stored = try Int.fetchOne(db, sql: "SELECT count(*) FROM localized_name WHERE kind = 'species'")
                #expect(stored == (try FullDump.speciesNameCount(in: v2)))
                let languages = try String.fetchAll(db, sql: """
                    SELECT DISTINCT l.name FROM localized_name n JOIN language l ON l.id = n.language_id
                    WHERE n.kind = 'species' ORDER BY l.id
                    """)
                #expect(languages == ["ja-hrkt", "ja-roma", "ko", "zh-hant", "fr", "de", "es", "it", "en", "ja", "zh-hans", "es-419"])
                try checkGamesItemsAndForms(db, v2: v2)
                try checkLearnsets(db)
            }
        }
    }

    /// One row per file for the small endpoints, and the items, texts and forms.
    private func checkGamesItemsAndForms(_ db: Database, v2: URL) throws {
        let tables: [(String, Endpoint)] = [
            ("region", .region), ("version_group", .versionGroup), ("version", .version),
            ("move_learn_method", .moveLearnMethod), ("move_damage_class", .moveDamageClass),
            ("item_category", .itemCategory), ("item_pocket", .itemPocket), ("pokemon_form", .form),
        ]
        for (table, endpoint) in tables {
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") == FullDump.fileCount(endpoint, in: v2), "\(table)")
        }
        #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_form") == 1579)
        #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_form WHERE pokemon_id = 201") == 28)
        #expect(try Int.fetchOne(db, sql: "SELECT count(DISTINCT form_id) FROM pokemon_form_sprite") ?? 0 > 1500)
        #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'region' AND id = 3 AND language_id = 1") == "ホウエン")
        #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_held_item") == 597)
        #expect(try String.fetchAll(db, sql: """
            SELECT p.name FROM pokemon_held_item h JOIN pokemon p ON p.id = h.pokemon_id JOIN item i ON i.id = h.item_id
            WHERE i.name = 'leftovers' ORDER BY p.id
            """).contains("snorlax"))
        #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE category_id IS NULL") == 0)
        #expect(try Int.fetchOne(db, sql: "SELECT cost FROM item WHERE name = 'tm01'") == 40000)
        // Every move, item and ability with texts has them; effects mostly in English.
        let texts = try Row.fetchAll(db, sql: "SELECT kind, count(DISTINCT id) AS entities FROM entity_text GROUP BY kind ORDER BY kind")
        #expect(texts.map { $0["kind"] as String } == ["ability", "item", "move"])
        #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM move WHERE effect IS NOT NULL") ?? 0 >= 800)
        #expect(try String.fetchOne(db, sql: """
            SELECT flavor_text FROM entity_text WHERE kind = 'move' AND id = 85 AND language_id = 5
            """) == "Une grosse décharge électrique tombe sur l’ennemi. Peut aussi le paralyser.")
    }

    /// Every learnset detail of the dump is in `pokemon_move_learn`, as a bit.
    private func checkLearnsets(_ db: Database) throws {
        #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_move_learn") == 161_930)
        #expect(try Int.fetchOne(db, sql: """
            SELECT sum(l.version_group_mask >> vg.id & 1) FROM pokemon_move_learn l CROSS JOIN version_group vg
            """) == 638_321)
        // The move list of a Pokémon in a game: Pikachu learns Thunderbolt by TM in Scarlet and Violet.
        let pikachu = try Row.fetchAll(db, sql: """
            SELECT m.name AS move, lm.name AS method, l.level FROM pokemon_move_learn l
            JOIN move m ON m.id = l.move_id JOIN move_learn_method lm ON lm.id = l.method_id
            JOIN version_group vg ON vg.name = 'scarlet-violet'
            WHERE l.pokemon_id = 25 AND l.version_group_mask >> vg.id & 1
            """)
        #expect(pikachu.contains { $0["move"] as String? == "thunderbolt" && $0["method"] as String? == "machine" })
        #expect(pikachu.contains { $0["move"] as String? == "thunder-shock" && $0["method"] as String? == "level-up" })
        // Every learned move is in pokemon_move, which filters use.
        #expect(try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (SELECT DISTINCT pokemon_id, move_id FROM pokemon_move_learn)
            """) == (try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_move")))
    }
}

/// Where the complete dump lives, and what it holds according to its own files.
enum FullDump {
    /// `/work/shared/pokeapi/api-data-v2.tar.xz`, or `../shared/...` beside the repository.
    static var archive: URL? {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: "/work/shared/pokeapi/api-data-v2.tar.xz"),
            repository.deletingLastPathComponent().appendingPathComponent("shared/pokeapi/api-data-v2.tar.xz"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    static func unpack(_ archive: URL, into folder: URL) throws {
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-xJf", archive.path, "-C", folder.path]
        try tar.run()
        tar.waitUntilExit()
        #expect(tar.terminationStatus == 0)
    }

    /// The number of `<endpoint>/<id>/index.json` files.
    static func fileCount(_ endpoint: Endpoint, in v2: URL) -> Int {
        let folder = v2.appendingPathComponent(endpoint.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/index.json").path) }.count
    }

    /// The number of entries of every species' `names` list.
    static func speciesNameCount(in v2: URL) throws -> Int {
        let folder = v2.appendingPathComponent("pokemon-species")
        var count = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where Int(name) != nil {
            let data = try Data(contentsOf: folder.appendingPathComponent("\(name)/index.json"))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            count += (object?["names"] as? [Any])?.count ?? 0
        }
        return count
    }
}
