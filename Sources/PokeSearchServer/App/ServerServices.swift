import Foundation
import PokeSearch

/// Everything the routes share, made once at start: one `Pokedex` in server
/// access mode (a pool of readers, one writer for user data), the engine's
/// services over it, the web app's files, the rate limiter and the sprite proxy.
struct ServerServices: Sendable {
    let pokedex: Pokedex
    let search: SearchEngine
    /// Moves, items and abilities: one instance, so their names are read into memory once.
    let entities: EntitySearch
    let accounts: TrainerAccounts
    let sessions: TrainerSessions
    /// Failed logins: 5 in 5 minutes per account and per client address.
    let loginLimiter: RateLimiter
    /// Sign-ups, each a bcrypt hash: 20 a minute per client address.
    let signUpLimiter: RateLimiter
    let validators: CatalogValidators
    /// The Pokédex's languages with their own names: read once, like the validators,
    /// rather than a scan of every species name per request.
    let languages: [PokedexLanguage]
    let webApp: WebAppFiles
    let sprites: SpriteProxy

    init(pokedex: Pokedex, configuration: ServerConfiguration, sessionLifetime: TimeInterval = TrainerSessions.defaultLifetime) throws {
        self.pokedex = pokedex
        search = SearchEngine(pokedex: pokedex)
        entities = EntitySearch(pokedex: pokedex)
        accounts = TrainerAccounts(pokedex: pokedex)
        sessions = TrainerSessions(pokedex: pokedex, lifetime: sessionLifetime)
        loginLimiter = RateLimiter(maximum: 5, window: 300)
        signUpLimiter = RateLimiter(maximum: 20, window: 60)
        validators = CatalogValidators(stamp: try pokedex.datasetStamp())
        languages = try pokedex.namedLanguages()
        webApp = WebAppFiles()
        let cache = configuration.spriteCachePath ?? (pokedex.location.directory + "/sprite-cache")
        sprites = SpriteProxy(
            locator: SpriteLocator(pokedex: pokedex), cacheDirectory: cache,
            baseURL: configuration.spriteBaseURL, timeout: configuration.spriteTimeout)
    }
}
