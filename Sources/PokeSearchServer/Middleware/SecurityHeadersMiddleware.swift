import Hummingbird

/// Puts the `SecurityHeaders` on every response the router gives, errors included.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        // Appended, not set: no route writes these, and setting a field
        // searches the fields for it four times over (under a load of
        // searches this middleware cost more than the rest together).
        response.headers.append(contentsOf: SecurityHeaders.fields)
        return response
    }
}
