import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// The bundled dataset: what `bundle` writes and what a first run installs.
@Suite struct DefaultDatasetTests {
    @Test func bundleWritesTheTablesAndTheirIndexCompressed() throws {
        try withFixture { fixture throws in
            let output = fixture.folder.appendingPathComponent("out/dex.sqlite.z").path
            let summary = try DumpImporter(dumpPath: ImportFixture.dumpRoot.path, without: [.move]).bundle(to: output)
            #expect(summary.counts[.pokemon] == 11)
            let inflated = fixture.folder.appendingPathComponent("inflated.sqlite").path
            let compressed = try Data(contentsOf: URL(fileURLWithPath: output))
            try compressed.withUnsafeBytes { raw in
                try Compression.inflate(raw.bindMemory(to: UInt8.self), to: inflated)
            }
            let queue = try DatabaseQueue(path: inflated)
            try queue.read { db throws in
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") == 11)
                #expect(try SearchIndexBuilder.isCurrent(in: db))
                #expect(try db.viewExists("pokemon_card") == false)
            }
            // Only the output is left in its folder.
            #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.appendingPathComponent("out").path) == ["dex.sqlite.z"])
        }
    }

    @Test func truncatedCompressedDataIsReported() throws {
        try withFixture { fixture throws in
            let source = fixture.folder.appendingPathComponent("source").path
            try Data(repeating: 7, count: 100_000).write(to: URL(fileURLWithPath: source))
            let compressed = fixture.folder.appendingPathComponent("source.z").path
            try Compression.deflate(file: source, to: compressed)
            let data = try Data(contentsOf: URL(fileURLWithPath: compressed)).dropLast(4)
            #expect(throws: StoreError.self) {
                try Data(data).withUnsafeBytes { raw in
                    try Compression.inflate(raw.bindMemory(to: UInt8.self), to: fixture.folder.appendingPathComponent("out").path)
                }
            }
        }
    }

    @Test(.enabled(if: DefaultDataset.isAvailable, "this build carries no default dataset"))
    func installsTheBundledDatasetWithItsSearchIndex() throws {
        try withFixture { fixture throws in
            let notices = NoticeLog()
            let pokedex = try Pokedex.open(fixture.location) { notices.lines.append($0) }
            #expect(notices.lines.count == 1)
            try pokedex.database.read { db throws in
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") == 1351)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM species") == 1025)
                #expect(try CardTable.fetch(db).count == 1351)
                #expect(try db.viewExists("pokemon_card"))
            }
            // Reading never creates the user data file.
            #expect(try fixture.databaseFolderContents() == ["pokedex.sqlite"])
        }
    }

    private final class NoticeLog: @unchecked Sendable {
        var lines: [String] = []
    }
}
