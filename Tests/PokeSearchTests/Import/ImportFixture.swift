import Foundation
import GRDB
@testable import PokeSearch

/// The mini-dump under Fixtures/api-data (real PokéAPI files, unmodified) and
/// throw-away folders to import it into or to damage copies of it in.
///
/// The mini-dump is closed under every link the importer follows, except the
/// learnsets of the awkward Pokémon: their ~330 moves would weigh 20 MB. So
/// `move/` holds only what Ditto and Unown learn (transform, hidden-power),
/// what an evolution needs (mimic) and thunderbolt; imports of the whole
/// fixture leave moves out explicitly (`without: [.move]`), and
/// `learnsetDump()` keeps only Ditto and Unown for a fully strict import
/// with moves.
struct ImportFixture {
    /// A fresh folder, deleted by `remove()`.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("pokesearch-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The dump's root in the test bundle (holds `data/api/v2`).
    static var dumpRoot: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/api-data", isDirectory: true)
    }

    /// A Pokédex location inside the folder.
    var location: PokedexLocation {
        PokedexLocation(databasePath: folder.appendingPathComponent("db/pokedex.sqlite").path)
    }

    /// A writable copy of the mini-dump; returns its root.
    func copyOfDump(named name: String = "dump") throws -> URL {
        let copy = folder.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.copyItem(at: Self.dumpRoot, to: copy)
        return copy
    }

    /// The Pokémon `learnsetDump()` keeps: Ditto and Unown.
    static let learnsetPokemon = [132, 201]

    /// A copy keeping only Ditto and Unown (and Unown's 28 forms) among the
    /// Pokémon, closed under every link, moves included.
    func learnsetDump() throws -> URL {
        let root = try copyOfDump(named: "learnset")
        var keptForms: Set<String> = []
        for pokemon in Self.learnsetPokemon {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file("pokemon", pokemon, in: root))) as? [String: Any]
            let forms = object?["forms"] as? [[String: Any]] ?? []
            keptForms.formUnion(forms.compactMap { ($0["url"] as? String)?.split(separator: "/").last.map(String.init) })
        }
        let kept = ["pokemon": Set(Self.learnsetPokemon.map(String.init)), "pokemon-form": keptForms]
        let v2 = root.appendingPathComponent("data/api/v2")
        for (endpoint, names) in kept {
            let folder = v2.appendingPathComponent(endpoint)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !names.contains(name) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        return root
    }

    /// The file `<endpoint>/<id>/index.json` of a dump copy.
    func file(_ endpoint: String, _ id: Int, in root: URL) -> URL {
        root.appendingPathComponent("data/api/v2/\(endpoint)/\(id)/index.json")
    }

    /// Replaces the first occurrence of `old` in a file of a dump copy.
    func edit(_ endpoint: String, _ id: Int, in root: URL, replacing old: String, with new: String) throws {
        let url = file(endpoint, id, in: root)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let range = text.range(of: old) else { throw FixtureError.notFound(old, url.path) }
        try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Imports the whole mini-dump (moves left out) into `location`.
    @discardableResult
    func importFixture(from root: URL = ImportFixture.dumpRoot) throws -> ImportSummary {
        try DumpImporter(dumpPath: root.path, without: [.move]).importDump(into: location)
    }

    /// Puts the mini-dump's Pokédex (moves left out) at `location`, as `importFixture()`
    /// leaves it, copied from the one import of the test run: for tests whose subject
    /// is what a later import does to an existing Pokédex, not the first import.
    func placeImportedFixture() throws {
        try FileManager.default.createDirectory(atPath: location.directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ImportedMiniDump.databasePath.get(), toPath: location.databasePath)
    }

    /// A read-only connection to the imported Pokédex (no tokenizer needed for plain tables).
    func database() throws -> DatabaseQueue {
        try Self.readOnly(location.databasePath)
    }

    static func readOnly(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// The files in the database folder, to spot leftovers.
    func databaseFolderContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: location.directory).sorted()
    }

    enum FixtureError: Error {
        case notFound(String, String)
    }
}

/// Runs `body` with a fresh fixture folder, removed afterwards.
func withFixture<T>(_ body: (ImportFixture) throws -> T) throws -> T {
    let fixture = try ImportFixture()
    defer { fixture.remove() }
    return try body(fixture)
}

/// Runs `body` on the whole mini-dump imported (moves left out), read only.
func withImportedFixture<T>(_ body: (Database) throws -> T) throws -> T {
    try ImportFixture.readOnly(ImportedMiniDump.databasePath.get()).read(body)
}

/// The whole mini-dump (moves left out) imported once per test process, never
/// written after: the tests that read what that import stores, and the ones that
/// need an existing Pokédex to import over, share it instead of importing it
/// again (half a second of CPU each). Removed when the process exits.
enum ImportedMiniDump {
    static var databasePath: Result<String, any Error> { imported.map(\.location.databasePath) }

    private static let imported: Result<ImportFixture, any Error> = Result {
        let fixture = try ImportFixture()
        do {
            try fixture.importFixture()
        } catch {
            fixture.remove()
            throw error
        }
        atexit { try? ImportedMiniDump.imported.get().remove() }
        return fixture
    }
}
