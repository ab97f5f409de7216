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

    /// The binary beside the test bundle (`swift build --build-tests` builds
    /// both), or `$POKESEARCH_TEST_BINARY`, e.g. a release build
    /// (`POKESEARCH_TEST_BINARY=.build/release/pokesearch swift test --filter CLI`).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["POKESEARCH_TEST_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("pokesearch")
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

    /// Runs `pokesearch arguments` exactly as given, on the Pokédex at
    /// `location` named by `$POKESEARCH_DB` (nothing is appended after a
    /// `--`), with `HOME` in its folder.
    static func exactly(_ arguments: [String], location: PokedexLocation, environment: [String: String] = [:]) throws -> CommandLineRun {
        try Launched(arguments, location: nil, environment: [
            "POKESEARCH_DB": location.databasePath, "HOME": location.directory,
        ].merging(environment) { $1 }).wait()
    }

    /// Standard output as the JSON array `--format json` prints.
    func jsonArray() throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
    }

    /// A started `pokesearch` whose output is read as it comes (a full pipe
    /// would block it), for running many at once. Spawned with posix_spawn
    /// and reaped with waitpid: Foundation's `Process.waitUntilExit` polls
    /// every 50 ms on Linux, which dominated the CLI tests' time.
    final class Launched: @unchecked Sendable {
        /// The child's process id, e.g. to kill it.
        let pid: pid_t
        private let output = DispatchGroup()
        private var stdout = Data(), stderr = Data()
        private let started = Date()
        private static let spawning = NSLock()

        /// Starts `pokesearch arguments --db <location>` (no `--db` when
        /// `location` is nil), through `launcher` when one is given (e.g.
        /// `setpriv` with its options, to run as another user), or another
        /// program, `executable`, in its place (a shell driving the binary
        /// through its completion script).
        init(_ arguments: [String], location: PokedexLocation?, environment: [String: String] = [:],
             launcher: [String] = [], executable: String? = nil) throws {
            let command = executable.map { [$0] } ?? launcher + [CommandLineRun.binary.path]
            let binary = command[0]
            let argv = command + arguments + (location.map { ["--db", $0.databasePath] } ?? [])
            let home = location?.directory ?? FileManager.default.temporaryDirectory.path
            let variables = ["PATH": "/usr/bin:/bin", "HOME": home].merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
            // Pipes made close-on-exec under a lock no other spawn of these
            // runs passes meanwhile: no other child may keep them open (its
            // reader would never end). Glibc's pipe2 is not imported into Swift.
            Self.spawning.lock()
            defer { Self.spawning.unlock() }
            var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
            guard pipe(&out) == 0, pipe(&err) == 0 else { throw POSIXError(.EMFILE) }
            for descriptor in out + err { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, out[1], 1)
            posix_spawn_file_actions_adddup2(&actions, err[1], 2)
            var child = pid_t()
            let cArguments = argv.map { strdup($0) } + [nil]
            let cVariables = variables.map { strdup($0) } + [nil]
            defer { (cArguments + cVariables).forEach { free($0) } }
            let spawned = posix_spawn(&child, binary, &actions, nil, cArguments, cVariables)
            close(out[1])
            close(err[1])
            guard spawned == 0 else {
                close(out[0])
                close(err[0])
                throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOEXEC)
            }
            pid = child
            read(out[0]) { self.stdout = $0 }
            read(err[0]) { self.stderr = $0 }
        }

        private func read(_ descriptor: Int32, into store: @escaping @Sendable (Data) -> Void) {
            DispatchQueue.global().async(group: output) {
                store(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile())
            }
        }

        /// Waits for the exit and both pipes' end.
        func wait() -> CommandLineRun {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let seconds = Date().timeIntervalSince(started)
            output.wait()
            // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
            let signal = status & 0x7F
            return CommandLineRun(status: signal == 0 ? (status >> 8) & 0xFF : signal,
                                  stdout: String(decoding: stdout, as: UTF8.self),
                                  stderr: String(decoding: stderr, as: UTF8.self),
                                  reason: signal == 0 ? .exit : .uncaughtSignal, seconds: seconds)
        }
    }
}
