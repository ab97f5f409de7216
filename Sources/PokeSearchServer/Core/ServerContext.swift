import Hummingbird
import NIOCore
import PokeSearch

/// What a request carries through the middleware: the client's address (for
/// rate limits), and the trainer of its session once `SessionMiddleware` read it.
struct ServerContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?
    /// The logged-in trainer, nil when the request has no live session.
    var trainer: Trainer?
    /// The logged-in trainer's favorite Pokémon, read with the session.
    var favorites: Set<Int> = []
    /// The SHA-256 of the session token the request carried, live or not.
    var sessionTokenHash: String?
    /// The client as the proxy in front tells it (`TrustedProxyMiddleware`);
    /// nil when the request did not come through the configured proxy.
    var forwarded: ForwardedClient?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Request bodies are small JSON objects (a name and a password).
    var maxUploadSize: Int { ServerLimits.maximumBodyBytes }

    /// The client's IP address as text (the proxy's word for it, behind the
    /// configured proxy), or "unknown" (tests without a socket).
    var clientAddress: String { forwarded?.address ?? remoteAddress?.ipAddress ?? "unknown" }

    /// Whether the client reached the server over TLS: only a configured
    /// proxy can say so, a client's own `X-Forwarded-Proto` is not believed.
    var isSecure: Bool { forwarded?.isHTTPS ?? false }

    /// The path parameter `name` percent-decoded, as a script writes a name
    /// (`salam%C3%A8che`, `mr%20mime`); a 400 when it is not UTF-8.
    func pathParameter(_ name: String) throws -> String {
        let raw = try parameters.require(name)
        guard let decoded = PercentDecoding.decode(raw[...]) else {
            throw APIError(.badRequest, "invalid path segment '\(raw)': not percent-encoded UTF-8")
        }
        return decoded
    }

    /// The trainer, or a 401.
    func requireTrainer() throws -> Trainer {
        guard let trainer else { throw APIError.notLoggedIn }
        return trainer
    }
}
