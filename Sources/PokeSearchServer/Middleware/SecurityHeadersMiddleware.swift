import Hummingbird

/// Security headers on every response, errors included: the app's files only
/// from this origin, no framing, no MIME sniffing, no referrer.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        for field in SecurityHeaders.fields { response.headers[field.name] = field.value }
        return response
    }
}
