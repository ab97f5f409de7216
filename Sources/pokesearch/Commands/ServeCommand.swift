import ArgumentParser
import Foundation
import PokeSearchTerminal

/// `pokesearch serve`: runs the `pokesearch-server` binary found beside this
/// one, with the same arguments, in this process (exec). The server lives
/// in its own binary so that this one, which every search starts, never
/// links the HTTP stack.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the HTTP API and the web app (see `pokesearch serve --help`).",
        discussion: """
            Options: --host 127.0.0.1 --port 8080 --db PATH --log-level warning|info|debug
                     --sprite-cache PATH --sprite-base-url URL --trusted-proxy ADDRESS
                     --password-cost 12
            Runs the pokesearch-server binary installed beside pokesearch.
            """)

    /// The server's own name, beside this executable.
    static let serverBinary = "pokesearch-server"

    @Argument(parsing: .captureForPassthrough, help: "Options for the server (--host, --port, --db, --log-level…).")
    var arguments: [String] = []

    func run() throws {
        let path = Self.serverPath()
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ValidationError("""
                the server is not installed: \(path) is missing. Build it with \
                `swift build --product \(Self.serverBinary)` (add `-c release` for a release build) \
                and keep it beside pokesearch
                """)
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            print(HelpText.fitted(try Self.help(of: path, arguments: arguments), width: TerminalStyle.helpWidth()))
            return
        }
        let argv = [path] + arguments
        let cArguments = argv.map { strdup($0) } + [nil]
        execv(path, cArguments)
        throw ValidationError("could not start \(path): \(String(cString: strerror(errno)))")
    }

    /// The server's help, unwrapped, for `HelpText` to fit as every other
    /// command's (the server does not link the terminal target).
    private static func help(of path: String, arguments: [String]) throws -> String {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: path)
        server.arguments = arguments
        server.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "100000"]) { $1 }
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        server.waitUntilExit()
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// `pokesearch-server` in this executable's folder (symbolic links resolved).
    static func serverPath() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        return (executable as NSString).deletingLastPathComponent + "/" + serverBinary
    }
}
