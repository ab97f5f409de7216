import Foundation
import Testing
@testable import PokeSearch

/// The built `pokesearch` binary, run as a user would on a private copy of
/// the Pokédex: exit status, standard output and standard error.
struct CommandLineRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The binary beside the test bundle (`swift build --build-tests` builds both).
    static var binary: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("pokesearch")
    }

    /// Runs `pokesearch arguments --db <location>` with no terminal attached.
    init(_ arguments: [String], location: PokedexLocation, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments + ["--db", location.databasePath]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": location.directory].merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting: a full pipe would block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.stdout = String(decoding: stdout, as: UTF8.self)
        self.stderr = String(decoding: stderr, as: UTF8.self)
    }

    /// Standard output as the JSON array `--format json` prints.
    func jsonArray() throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
    }
}
