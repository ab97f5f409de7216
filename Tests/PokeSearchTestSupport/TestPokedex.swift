import Foundation
import PokeSearch

/// Pokédex databases for tests, built from the bundled default dataset once
/// per test process.
///
/// `shared()` is one opened Pokédex for tests that only read. `fresh()` is a
/// copy of the database in its own folder with empty user data, for tests
/// that write favorites, catches or profiles. Every folder is removed when
/// the test process exits.
public enum TestPokedex {
    /// A read-only Pokédex shared by every test of the process.
    public static func shared() throws -> Pokedex {
        try sharedPokedex.get()
    }

    /// A private copy of the Pokédex, with no user data yet.
    public static func fresh() throws -> Pokedex {
        try Pokedex(location: freshLocation())
    }

    /// Where a private copy of the Pokédex was put (not opened yet), so a test
    /// can also re-import over it or open it twice.
    public static func freshLocation() throws -> PokedexLocation {
        let template = try templatePath.get()
        let folder = root.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let location = PokedexLocation(databasePath: folder.appendingPathComponent("pokedex.sqlite").path)
        try copyFile(template, to: location.databasePath)
        return location
    }

    /// Copies a file with `sendfile` in steps of up to 1 GB. Foundation's `copyItem` moves it
    /// 8 KB per `sendfile` call on Linux: 3,600 calls for this 29 MB database, which the
    /// tests copy some 300 times a run.
    private static func copyFile(_ source: String, to destination: String) throws {
        #if os(Linux)
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw CopyError(path: source, code: errno) }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw CopyError(path: destination, code: errno) }
        defer { close(output) }
        while true {
            let copied = sendfile(output, input, nil, 1 << 30)
            if copied == 0 { return }
            if copied < 0 {
                if errno == EINTR { continue }
                throw CopyError(path: destination, code: errno)
            }
        }
        #else
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        #endif
    }

    private struct CopyError: Error, CustomStringConvertible {
        let path: String
        let code: Int32
        var description: String { "cannot copy to or from \(path): \(String(cString: strerror(code)))" }
    }

    /// One folder per test process, so that parallel runs never collide.
    private static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("pokesearch-testdex-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestPokedex.root) }
        return url
    }()

    /// The database built from the default dataset, copied by `freshLocation()`.
    private static let templatePath: Result<String, any Error> = Result {
        let location = PokedexLocation(databasePath: root.appendingPathComponent("template/pokedex.sqlite").path)
        try FileManager.default.createDirectory(atPath: location.directory, withIntermediateDirectories: true)
        try DefaultDataset.install(at: location)
        return location.databasePath
    }

    private static let sharedPokedex: Result<Pokedex, any Error> = Result {
        try Pokedex(location: freshLocation())
    }
}
