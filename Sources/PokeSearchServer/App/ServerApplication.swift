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

    /// Runs the server until Ctrl-C or SIGTERM; a port in use or an unknown
    /// host is a `StartupError`.
    public static func run(configuration: ServerConfiguration, onListening: @escaping @Sendable (String) async -> Void) async throws {
        let app = try make(configuration: configuration, onListening: onListening)
        do {
            try await app.runService()
        } catch {
            throw StartupError(error, configuration: configuration) ?? error
        }
    }

    /// The application over an opened Pokédex (tests give their own, a short session lifetime and a clock they move).
    package static func make(
        pokedex: Pokedex, configuration: ServerConfiguration,
        sessionLifetime: TimeInterval = TrainerSessions.defaultLifetime, clock: ServerClock = .system,
        onListening: @escaping @Sendable (String) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let logger = Logger(label: "pokesearch-server") { ServerLogHandler(label: $0, logLevel: configuration.logLevel) }
        let services = try ServerServices(pokedex: pokedex, configuration: configuration, logger: logger,
                                          sessionLifetime: sessionLifetime, clock: clock)
        let host = configuration.host
        let timeout = TimeAmount(configuration.requestTimeout)
        let connectionLogger = logger
        return Application(
            router: router(services: services, configuration: configuration),
            server: .http1(configuration: .init(
                additionalChannelHandlers: [HTTP1RulesHandler.Installer(),
                                            RequestDeadlineHandler(deadline: timeout, logger: connectionLogger),
                                            ParserRejectionHandler(logger: connectionLogger)],
                idleTimeout: timeout)),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                await onListening("http://\(configuration.browsableHost):\(port)/")
            },
            eventLoopGroupProvider: .shared(ConnectionLoops.group),
            logger: logger)
    }

    /// The router: middleware outermost first, then the route groups, then a
    /// 405 route for each method a path lacks (see `MethodCheckMiddleware`).
    static func router(services: ServerServices, configuration: ServerConfiguration) -> Router<ServerContext> {
        let webApp = WebAppFiles()
        let routes = RouteTable { addRoutes(services: services, webApp: webApp, to: $0) }
        let router = Router(context: ServerContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware())
        if let proxy = configuration.trustedProxy { router.add(middleware: TrustedProxyMiddleware(proxy: proxy)) }
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: HeadMiddleware())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: HostCheckMiddleware(configuredHost: configuration.host))
        router.add(middleware: MethodCheckMiddleware(routes: routes))
        router.add(middleware: RequestLimitsMiddleware())
        router.add(middleware: OriginCheckMiddleware())
        router.add(middleware: SessionMiddleware(sessions: services.sessions, clock: services.clock))
        addRoutes(services: services, webApp: webApp, to: router)
        for path in routes.paths {
            for method in routes.missing(path) {
                router.on(path, method: method) { request, context -> Response in
                    throw routes.refusal(of: request.method, on: context.endpointPath) ?? APIError(.methodNotAllowed, "method not allowed")
                }
            }
        }
        return router
    }

    /// Every route group, on `router` (or on a `RouteTable.Recorder`).
    private static func addRoutes(services: ServerServices, webApp: WebAppFiles, to router: some RouterMethods<ServerContext>) {
        let api = router.group("api")
        CatalogRoutes(services: services).add(to: api)
        EntityRoutes(services: services).add(to: api)
        AccountRoutes(services: services).add(to: api)
        TrainerRoutes(services: services).add(to: api.group("me"))
        WebAppRoutes(files: webApp).add(to: router)
        SpriteRoutes(proxy: services.sprites).add(to: router)
    }
}
