import ArgumentParser
import Foundation
import Logging
import PokeSearchServer

/// `pokesearch-server` (run by `pokesearch serve`): the HTTP API and the web
/// app over the Pokédex, until Ctrl-C or SIGTERM (in-flight requests finish).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pokesearch serve",
        abstract: "Serve the Pokédex's HTTP API and web app (loopback by default).")

    @Option(help: "Address to listen on; anything but loopback makes the API reachable from the network.")
    var host = "127.0.0.1"

    // `.unconditional`: `--port -1` is a port to refuse with its reason, not a missing value.
    @Option(parsing: .unconditional, help: "Port to listen on; 0 picks a free one (the printed URL tells which).")
    var port = 8080

    @Option(help: ArgumentHelp(
        "The Pokédex database file (default: $POKESEARCH_DB, else $XDG_DATA_HOME/pokesearch/pokedex.sqlite).",
        valueName: "path"))
    var db: String?

    @Option(help: "warning (default): problems only; info: one line per request; debug: more.")
    var logLevel: LogLevel = .warning

    @Option(help: ArgumentHelp("Folder of the sprite cache (default: sprite-cache beside the database).", valueName: "path"))
    var spriteCache: String?

    @Option(help: ArgumentHelp("Fetch sprites from this URL instead of raw.githubusercontent.com/PokeAPI/sprites/master/.", valueName: "url"))
    var spriteBaseURL: String?

    @Option(help: ArgumentHelp(
        "The address of a reverse proxy in front (TLS, a public name): its X-Forwarded-For and X-Forwarded-Proto are believed, no one else's.",
        valueName: "address"))
    var trustedProxy: String?

    // `.unconditional`: `--password-cost -1` is a cost to refuse with its reason, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "bcrypt's work factor for new passwords, from 4 to 31: each step doubles a login's time. Below 10 only for tests.",
        valueName: "cost"))
    var passwordCost = 12

    enum LogLevel: String, ExpressibleByArgument, CaseIterable {
        case debug, info, warning
        var level: Logger.Level {
            switch self {
            case .debug: return .debug
            case .info: return .info
            case .warning: return .warning
            }
        }
    }

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
        let costs = ServerConfiguration.passwordCosts
        guard costs.contains(passwordCost) else {
            throw ValidationError("--password-cost must be from \(costs.lowerBound) to \(costs.upperBound), not \(passwordCost)")
        }
        if let spriteBaseURL, !(spriteBaseURL.hasPrefix("http://") || spriteBaseURL.hasPrefix("https://")) {
            throw ValidationError("--sprite-base-url must start with http:// or https://, not '\(spriteBaseURL)'")
        }
    }

    func run() async throws {
        let configuration = ServerConfiguration(
            host: host, port: port, databasePath: db, logLevel: logLevel.level,
            spriteCachePath: spriteCache, spriteBaseURL: spriteBaseURL, trustedProxy: trustedProxy,
            passwordCost: passwordCost)
        try StartupError.checkHost(of: configuration)
        if !configuration.isLoopback {
            FileHandle.standardError.write(Data("warning: listening on \(host): the API is reachable from the network, not only from this machine\n".utf8))
        }
        try await ServerApplication.run(configuration: configuration) { url in
            // Unbuffered: whoever started the server reads it at once.
            FileHandle.standardOutput.write(Data("PokeSearch is serving \(url)\n".utf8))
        }
    }
}
