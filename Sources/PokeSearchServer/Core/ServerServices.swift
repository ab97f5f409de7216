import Foundation
import Logging
import PokeSearch

/// Everything the routes share, made once at start: the catalogue of the
/// Pokédex (followed across re-imports, see `LiveCatalog`), trainer
/// accounts and sessions in its user data, the rate limiters and the
/// sprite proxy. (The web app's files are the web app's own: `WebAppRoutes`.)
struct ServerServices: Sendable {
    /// The Pokédex opened at start; its user data file is never replaced.
    let pokedex: Pokedex
    let catalogs: LiveCatalog
    let accounts: TrainerAccounts
    let sessions: TrainerSessions
    /// Failed logins per account: growing waits after the fifth.
    let loginThrottle: LoginThrottle
    /// Failed logins per client address (not loopback): 50 in 15 minutes.
    let loginFailuresPerAddress: RateLimiter
    /// Sign-ups, each a bcrypt hash: 20 a minute per client address (not loopback).
    let signUpLimiter: RateLimiter
    /// Where every bcrypt hash runs: a few at a time.
    let passwordHashing: PasswordHashing
    let sprites: SpriteProxy
    /// What sessions and rate limits are reckoned in.
    let clock: ServerClock

    init(pokedex: Pokedex, configuration: ServerConfiguration, logger: Logger,
         sessionLifetime: TimeInterval = TrainerSessions.defaultLifetime, clock: ServerClock = .system) throws {
        self.pokedex = pokedex
        self.clock = clock
        let catalogs = try LiveCatalog(pokedex: pokedex, preloads: configuration.preloadsIndexes, logger: logger)
        self.catalogs = catalogs
        accounts = TrainerAccounts(pokedex: pokedex, passwordCost: configuration.passwordCost)
        sessions = TrainerSessions(pokedex: pokedex, lifetime: sessionLifetime)
        loginThrottle = LoginThrottle()
        loginFailuresPerAddress = RateLimiter(maximum: 50, window: 900)
        signUpLimiter = RateLimiter(maximum: 20, window: 60)
        passwordHashing = PasswordHashing(slots: configuration.passwordHashingSlots, queueLimit: configuration.passwordQueueLimit)
        let cache = configuration.spriteCachePath ?? (pokedex.location.directory + "/sprite-cache")
        sprites = SpriteProxy(
            locator: { catalogs.current().sprites }, cacheDirectory: cache,
            baseURL: configuration.spriteBaseURL, timeout: configuration.spriteTimeout)
    }

    /// The catalogue of the Pokédex file as it is now: read once per request.
    var catalog: CatalogServices { catalogs.current() }
}
