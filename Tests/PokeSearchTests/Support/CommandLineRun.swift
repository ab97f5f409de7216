import Foundation
import Testing
@testable import PokeSearch

/// The built `pokesearch` binary, run as a user would on a private copy of
/// the Pokédex: exit status, standard output and standard error.
struct CommandLineRun {
    var status: Int32
    var stdout: String
    var stderr: String
    /// How the process ended: `.exit`, or `.uncaughtSignal` when it crashed or was killed.
    var reason: Process.TerminationReason = .exit
    /// Wall time from start to exit.
    var seconds: Double = 0

    /// The binary beside the test bundle (`swift build --build-tests` builds both).
    static var binary: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("pokesearch")
    }

    /// Runs `pokesearch arguments --db <location>` with no terminal attached.
    init(_ arguments: [String], location: PokedexLocation, environment: [String: String] = [:]) throws {
        self = try Launched(arguments, location: location, environment: environment).wait()
    }

    init(status: Int32, stdout: String, stderr: String, reason: Process.TerminationReason, seconds: Double) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.reason = reason
        self.seconds = seconds
    }

    /// Standard output as the JSON array `--format json` prints.
    func jsonArray() throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
    }

    /// A started `pokesearch` whose output is read as it comes (a full pipe
    /// would block it), for running many at once.
    final class Launched: @unchecked Sendable {
        let process = Process()
        private let output = DispatchGroup()
        private var stdout = Data(), stderr = Data()
        private let started = Date()

        /// Starts `pokesearch arguments --db <location>` (no `--db` when `location` is nil).
        init(_ arguments: [String], location: PokedexLocation?, environment: [String: String] = [:]) throws {
            process.executableURL = CommandLineRun.binary
            process.arguments = arguments + (location.map { ["--db", $0.databasePath] } ?? [])
            let home = location?.directory ?? FileManager.default.temporaryDirectory.path
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": home].merging(environment) { $1 }
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            read(out) { self.stdout = $0 }
            read(err) { self.stderr = $0 }
        }

        private func read(_ pipe: Pipe, into store: @escaping @Sendable (Data) -> Void) {
            DispatchQueue.global().async(group: output) {
                store(pipe.fileHandleForReading.readDataToEndOfFile())
            }
        }

        /// Waits for the exit and both pipes' end.
        func wait() -> CommandLineRun {
            process.waitUntilExit()
            let seconds = Date().timeIntervalSince(started)
            output.wait()
            return CommandLineRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                  stderr: String(decoding: stderr, as: UTF8.self), reason: process.terminationReason,
                                  seconds: seconds)
        }
    }
}
