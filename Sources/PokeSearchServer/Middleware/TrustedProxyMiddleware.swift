import Hummingbird

/// The client as the configured reverse proxy tells it (`--trusted-proxy`):
/// its address (the last of `X-Forwarded-For`, the one the proxy added; those
/// before it are the client's own words) and whether it came over TLS
/// (`X-Forwarded-Proto: https`). A request from any other address keeps its
/// socket's address and is never taken for TLS, whatever headers it sends.
struct TrustedProxyMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let proxy: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let peer = context.remoteAddress?.ipAddress, Self.sameAddress(peer, proxy) else { return try await next(request, context) }
        var context = context
        let chain = request.headers[values: .init("X-Forwarded-For")!].joined(separator: ",").split(separator: ",")
        let address = chain.last.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        let proto = request.headers[.init("X-Forwarded-Proto")!]?.lowercased()
        context.forwarded = ForwardedClient(address: address ?? peer, isHTTPS: proto == "https")
        return try await next(request, context)
    }

    /// `127.0.0.1` and `::ffff:127.0.0.1` are one address.
    static func sameAddress(_ a: String, _ b: String) -> Bool {
        func plain(_ text: String) -> String { text.lowercased().replacingOccurrences(of: "::ffff:", with: "") }
        return plain(a) == plain(b)
    }
}
