import Hummingbird

/// Puts the `SecurityHeaders` on every response the router gives, errors included.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        for field in SecurityHeaders.fields { response.headers[field.name] = field.value }
        return response
    }
}
