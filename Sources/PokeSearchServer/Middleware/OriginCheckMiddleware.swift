import Hummingbird

/// CSRF defence: a request that changes something (POST, PUT, PATCH,
/// DELETE) must carry an `Origin` equal to this server's origin, which
/// browsers send on every such fetch; another site's page, or a request
/// without one, gets a 403. The origin is the one the client reached, from
/// its `Host` header (the request's authority).
struct OriginCheckMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    static let changingMethods: Set<HTTPRequest.Method> = [.post, .put, .patch, .delete]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if Self.changingMethods.contains(request.method) {
            guard let origin = request.headers[.origin] else {
                throw APIError(.forbidden, "missing Origin header: changes are accepted from this server's own pages only")
            }
            guard let host = request.head.authority,
                  origin == "http://" + host || origin == "https://" + host else {
                throw APIError(.forbidden, "cross-site request refused: Origin '\(origin)' is not this server")
            }
        }
        return try await next(request, context)
    }
}
