import Foundation
import Hummingbird
import Logging
import NIOCore
import PokeSearch

/// Builds the `pokesearch serve` application: the router with its route
/// groups and middleware, over one Pokédex opened for a server.
public enum ServerApplication {
    /// The application for `configuration`; `onListening` gets the URL once
    /// the socket is bound (with the real port when asked for port 0).
    public static func make(
        configuration: ServerConfiguration, onListening: @escaping @Sendable (String) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let location = PokedexLocation.resolve(explicitPath: configuration.databasePath)
        let pokedex = try Pokedex.open(location, access: .server) { notice in
            FileHandle.standardError.write(Data((notice + "\n").utf8))
        }
        return try make(pokedex: pokedex, configuration: configuration, onListening: onListening)
    }

    /// The application over an opened Pokédex (tests give their own, a short session lifetime and a clock they move).
    public static func make(
        pokedex: Pokedex, configuration: ServerConfiguration,
        sessionLifetime: TimeInterval = TrainerSessions.defaultLifetime, clock: ServerClock = .system,
        onListening: @escaping @Sendable (String) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        var logger = Logger(label: "pokesearch-server")
        logger.logLevel = configuration.logLevel
        let services = try ServerServices(pokedex: pokedex, configuration: configuration, logger: logger,
                                          sessionLifetime: sessionLifetime, clock: clock)
        let host = configuration.host
        return Application(
            router: router(services: services),
            server: .http1(configuration: .init(idleTimeout: .seconds(30))),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                let shownHost = host.contains(":") ? "[\(host)]" : host
                await onListening("http://\(shownHost):\(port)/")
            },
            logger: logger)
    }

    /// The router: middleware outermost first, then the route groups.
    static func router(services: ServerServices) -> Router<ServerContext> {
        let router = Router(context: ServerContext.self)
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: RequestLimitsMiddleware())
        router.add(middleware: OriginCheckMiddleware())
        router.add(middleware: SessionMiddleware(sessions: services.sessions, clock: services.clock))
        let api = router.group("api")
        CatalogRoutes(services: services).add(to: api)
        EntityRoutes(services: services).add(to: api)
        AccountRoutes(services: services).add(to: api)
        TrainerRoutes(services: services).add(to: api.group("me"))
        WebAppRoutes(files: services.webApp).add(to: router)
        SpriteRoutes(proxy: services.sprites).add(to: router)
        return router
    }
}
