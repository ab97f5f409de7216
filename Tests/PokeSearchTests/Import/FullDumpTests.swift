import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// The complete PokéAPI dump, unpacked in a temporary folder, imported and
/// checked against its own file counts. Skipped when the archive is absent.
@Suite(.enabled(if: FullDump.archive != nil, "the PokéAPI archive (api-data-v2.tar.xz) is not on this machine"))
struct FullDumpTests {
    @Test func importsTheWholeDumpWithEveryCountAndName() throws {
        try withFixture { fixture throws in
            let archive = try #require(FullDump.archive)
            try FullDump.unpack(archive, into: fixture.folder)
            let summary = try DumpImporter(dumpPath: fixture.folder.path).importDump(into: fixture.location)
            let v2 = try DumpLocator.locate(fixture.folder.path)
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
            }
        }
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
