import Hummingbird

/// Security headers on every response, errors included: the app's files only
/// from this origin, no framing, no MIME sniffing, no referrer.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    static let headers: HTTPFields = [
        // base-uri and form-action do not fall back to default-src: a <base> or a form injected into a page goes nowhere else.
        .contentSecurityPolicy: "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
        .init("X-Content-Type-Options")!: "nosniff",
        .init("Referrer-Policy")!: "no-referrer",
        .init("X-Frame-Options")!: "DENY",
    ]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        for field in Self.headers { response.headers[field.name] = field.value }
        return response
    }
}
