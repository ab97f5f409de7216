import Foundation
import PokeSearch

/// The built `pokesearch` and `pokesearch-server`, beside the test binary
/// (`swift build --build-tests` builds them all).
enum BuiltBinary {
    static let folder: URL = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }()

    /// Runs `pokesearch arguments --db <location>`, with `input` on its standard
    /// input (nothing when nil), and returns its exit status, standard output and standard error.
    static func pokesearch(_ arguments: [String], location: PokedexLocation, input: String? = nil) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = folder.appendingPathComponent("pokesearch")
        process.arguments = arguments + ["--db", location.databasePath]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": location.directory]
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data((input ?? "").utf8))
        try standardInput.fileHandleForWriting.close()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
