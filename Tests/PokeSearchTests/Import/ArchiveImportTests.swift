import Foundation
import GRDB
import PokeSearchArchives
import Testing
@testable import PokeSearch

/// A dump imported straight from its .zip, .tar.gz or .tar.xz, read as a
/// stream: the same Pokédex as from its folder, the same checks and
/// messages, and a bad archive refused with the old Pokédex intact.
@Suite struct ArchiveImportTests {
    /// GitHub's archives put the repository's folder first.
    private static let gitHubPrefix = "api-data-master/"

    @Test(arguments: TestArchive.Format.allCases)
    func importsEachFormatAsTheFolderDoes(format: TestArchive.Format) throws {
        try withFixture { fixture throws in
            let archive = fixture.folder.appendingPathComponent("api-data.\(format.rawValue)")
            try TestArchive.write(folder: ImportFixture.dumpRoot, prefix: Self.gitHubPrefix, to: archive, format: format)
            let fromArchive = try DumpImporter(dumpPath: archive.path, without: [.move], archives: LibArchiveReader())
                .importDump(into: fixture.location)
            let archived = try TableContents.digests(of: fixture.location.databasePath)
            let fromFolder = try fixture.importFixture()
            #expect(fromArchive.counts == fromFolder.counts)
            let unpacked = try TableContents.digests(of: fixture.location.databasePath)
            #expect(archived.keys.sorted() == unpacked.keys.sorted())
            for (table, rows) in unpacked {
                #expect(archived[table] == rows, "table \(table)")
            }
        }
    }

    /// With moves, whose texts and the items' prices follow the games'
    /// release order, though the archive lists `move/` and `item/` before `version-group/`.
    @Test func readsWhatTheReleaseOrderRanksOnceTheVersionGroupsAreIn() throws {
        try withFixture { fixture throws in
            let dump = try fixture.learnsetDump()
            let archive = fixture.folder.appendingPathComponent("learnset.tar.xz")
            try TestArchive.write(folder: dump, prefix: "", to: archive, format: .tarXz)
            _ = try DumpImporter(dumpPath: archive.path, archives: LibArchiveReader()).importDump(into: fixture.location)
            let archived = try TableContents.digests(of: fixture.location.databasePath)
            _ = try DumpImporter(dumpPath: dump.path).importDump(into: fixture.location)
            let unpacked = try TableContents.digests(of: fixture.location.databasePath)
            #expect((unpacked["entity_text"]?.rows ?? 0) > 0)
            for (table, rows) in unpacked {
                #expect(archived[table] == rows, "table \(table)")
            }
        }
    }

    /// Puts the mini-dump's Pokédex in place, then imports `archive(fixture)`, which must fail:
    /// returns the error after checking the old Pokédex is as it was.
    private func refusedArchive(_ archive: (ImportFixture) throws -> URL) throws -> ImportError {
        try withFixture { fixture throws in
            try fixture.placeImportedFixture()
            let before = try Data(contentsOf: URL(fileURLWithPath: fixture.location.databasePath))
            let folderBefore = try fixture.databaseFolderContents()
            let path = try archive(fixture).path
            var caught: ImportError?
            do {
                _ = try DumpImporter(dumpPath: path, without: [.move], archives: LibArchiveReader()).importDump(into: fixture.location)
            } catch let error as ImportError {
                caught = error
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.location.databasePath)) == before, "the old database changed")
            #expect(try fixture.databaseFolderContents() == folderBefore, "files were left beside the database")
            return try #require(caught)
        }
    }

    /// The mini-dump archived in `format`, its files edited by `edit` first.
    private func archivedDump(_ fixture: ImportFixture, _ format: TestArchive.Format,
                              editing edit: (URL) throws -> Void = { _ in }) throws -> URL {
        let dump = try fixture.copyOfDump()
        try edit(dump)
        let archive = fixture.folder.appendingPathComponent("dump.\(format.rawValue)")
        try TestArchive.write(folder: dump, prefix: Self.gitHubPrefix, to: archive, format: format)
        return archive
    }

    @Test(arguments: TestArchive.Format.allCases)
    func refusesATruncatedArchive(format: TestArchive.Format) throws {
        let error = try refusedArchive { fixture in
            let archive = try archivedDump(fixture, format)
            let data = try Data(contentsOf: archive)
            try data.prefix(data.count / 2).write(to: archive)
            return archive
        }
        guard case .damagedArchive(let archive, _, _) = error else { Issue.record("\(error)"); return }
        #expect(archive.hasSuffix("dump.\(format.rawValue)"))
        #expect(error.description.contains("the archive is damaged or cut short"), "\(error)")
    }

    @Test(arguments: ["../outside/index.json", "/etc/pokesearch-test", "api-data-master/data/../../outside.json"])
    func refusesAZipWithAPathOutsideTheDump(path: String) throws {
        let error = try refusedArchive { fixture in
            let archive = fixture.folder.appendingPathComponent("evil.zip")
            try TestArchive.write([
                .init(path: "api-data-master/data/api/v2/pokemon/", contents: nil),
                .init(path: path, contents: Data("{}".utf8)),
            ], to: archive, format: .zip)
            return archive
        }
        #expect(error == .unsafeArchivePath(archive: error.archivePath, entry: path), "\(error)")
        #expect(error.description.hasSuffix(": refused: the entry \(path) points outside the archive's folder"))
    }

    @Test func refusesAnArchiveInsideAnArchive() throws {
        let error = try refusedArchive { fixture in
            let inner = try archivedDump(fixture, .tarGzip)
            let archive = fixture.folder.appendingPathComponent("download.zip")
            try TestArchive.write([.init(path: "api-data.tar.gz", contents: try Data(contentsOf: inner))], to: archive, format: .zip)
            return archive
        }
        #expect(error.description.hasSuffix("download.zip holds another archive (api-data.tar.gz), not a PokéAPI dump: take that one out and import it"))
    }

    @Test(arguments: TestArchive.Format.allCases)
    func refusesAnArchiveOfSomethingElse(format: TestArchive.Format) throws {
        let error = try refusedArchive { fixture in
            let archive = fixture.folder.appendingPathComponent("photos.\(format.rawValue)")
            try TestArchive.write([
                .init(path: "photos/", contents: nil),
                .init(path: "photos/pikachu.json", contents: Data(#"{"id": 25}"#.utf8)),
                .init(path: "photos/notes.txt", contents: Data("hello".utf8)),
            ], to: archive, format: format)
            return archive
        }
        #expect(error.description.hasSuffix("photos.\(format.rawValue) is not a PokéAPI dump: expected data/api/v2/pokemon/<id>/index.json under it"))
    }

    @Test func refusesAFileThatIsNoArchive() throws {
        let error = try refusedArchive { fixture in
            let file = fixture.folder.appendingPathComponent("notes.txt")
            try Data("hello, this is not an archive".utf8).write(to: file)
            return file
        }
        #expect(error.description.hasSuffix("notes.txt is not a PokéAPI dump: expected data/api/v2/pokemon/<id>/index.json under it"))
    }

    /// The checks a folder gets, with the same messages: the file and field named.
    @Test(arguments: TestArchive.Format.allCases)
    func namesTheFileAndFieldAsForAFolder(format: TestArchive.Format) throws {
        let dangling = try refusedArchive { fixture in
            try archivedDump(fixture, format) { dump in
                try fixture.edit("pokemon", 10034, in: dump, replacing: "\"/api/v2/type/10/\"", with: "\"/api/v2/type/99/\"")
            }
        }
        #expect(dangling.description == "pokemon/10034/index.json: types[0].type: references type 99, which is not in the dump")
        let malformed = try refusedArchive { fixture in
            try archivedDump(fixture, format) { dump in
                let url = fixture.file("pokemon", 29, in: dump)
                let data = try Data(contentsOf: url)
                try data.prefix(data.count / 2).write(to: url)
            }
        }
        #expect(malformed.description.hasPrefix("pokemon/29/index.json: not valid JSON: "), "\(malformed)")
        let missingFolder = try refusedArchive { fixture in
            try archivedDump(fixture, format) { dump in
                try FileManager.default.removeItem(at: dump.appendingPathComponent("data/api/v2/pokemon-form"))
            }
        }
        #expect(missingFolder.description.hasSuffix("dump.\(format.rawValue) is not a complete PokéAPI dump: it has no pokemon-form/ folder"))
        let missingFile = try refusedArchive { fixture in
            try archivedDump(fixture, format) { dump in
                try FileManager.default.removeItem(at: fixture.file("type", 10, in: dump))
            }
        }
        #expect(missingFile.description == "type/10/index.json: cannot read: no such file")
    }
}

private extension ImportError {
    /// The archive an archive error names.
    var archivePath: String {
        switch self {
        case .unsafeArchivePath(let archive, _), .nestedArchive(let archive, _), .damagedArchive(let archive, _, _),
             .severalDumps(let archive, _, _): archive
        default: ""
        }
    }
}
