import Foundation
import Logging
import PokeSearch

/// How `pokesearch serve` runs: where it listens, which Pokédex it serves,
/// where sprites come from and are kept.
public struct ServerConfiguration: Sendable {
    /// Address to bind; loopback unless told otherwise.
    public var host: String
    /// Port to listen on; 0 picks a free one (the printed URL tells which).
    public var port: Int
    /// The Pokédex database file; nil for the CLI's default place.
    public var databasePath: String?
    /// Requests are logged at `.info`; warnings only by default.
    public var logLevel: Logger.Level
    /// Folder of the sprite cache; nil for `sprite-cache` beside the database.
    public var spriteCachePath: String?
    /// Replaces `https://raw.githubusercontent.com/PokeAPI/sprites/master/` in
    /// sprite URLs (tests point it at a local server).
    public var spriteBaseURL: String?
    /// How long a sprite download may take before the proxy answers 404.
    public var spriteTimeout: Duration
    /// How long a request may take to arrive whole once its head has
    /// (`RequestDeadlineHandler`), and how long a connection may stay idle.
    public var requestTimeout: Duration
    /// The address of a reverse proxy in front (TLS, a public name): only
    /// its `X-Forwarded-For` and `X-Forwarded-Proto` are believed.
    public var trustedProxy: String?
    /// Passwords hashed or checked at once; nil for one fewer than the cores.
    public var passwordHashingSlots: Int?
    /// Logins and sign-ups that may wait for a slot; nil for 16 per slot.
    public var passwordQueueLimit: Int?
    /// Whether the search indexes are read into memory before the first
    /// request (so it is as quick as later ones) rather than by the first
    /// search that needs each; the tests, which start a hundred servers and
    /// search few kinds in each, read them on demand.
    public var preloadsIndexes: Bool
    /// bcrypt's work factor for new passwords (`TrainerAccounts.passwordCost`):
    /// 12; the tests, which sign up hundreds of trainers, lower it
    /// (`pokesearch serve --password-cost`).
    public var passwordCost: Int
    /// The work factors bcrypt takes (`TrainerAccounts.passwordCosts`).
    public static let passwordCosts = TrainerAccounts.passwordCosts

    public init(
        host: String = "127.0.0.1", port: Int = 8080, databasePath: String? = nil, logLevel: Logger.Level = .warning,
        spriteCachePath: String? = nil, spriteBaseURL: String? = nil, spriteTimeout: Duration = .seconds(5),
        requestTimeout: Duration = .seconds(30), trustedProxy: String? = nil, passwordHashingSlots: Int? = nil,
        passwordQueueLimit: Int? = nil, preloadsIndexes: Bool = true, passwordCost: Int = 12
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.logLevel = logLevel
        self.spriteCachePath = spriteCachePath
        self.spriteBaseURL = spriteBaseURL
        self.spriteTimeout = spriteTimeout
        self.requestTimeout = requestTimeout
        self.trustedProxy = trustedProxy
        self.passwordHashingSlots = passwordHashingSlots
        self.passwordQueueLimit = passwordQueueLimit
        self.preloadsIndexes = preloadsIndexes
        self.passwordCost = passwordCost
    }

    /// The host as a browser on this machine reaches it: a wildcard address
    /// (`0.0.0.0`, `::`) listens on loopback too; an IPv6 address in brackets.
    public var browsableHost: String {
        switch host {
        case "0.0.0.0": return "127.0.0.1"
        case "::", "[::]": return "[::1]"
        default: return host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        }
    }

    /// Whether `host` is reachable only from this machine.
    public var isLoopback: Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }
}
