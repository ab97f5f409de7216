import Hummingbird

/// The headers every answer carries, the framework's and the parser's
/// refusals too (`SecurityHeadersMiddleware`, `ParserRejectionHandler`).
enum SecurityHeaders {
    static let fields: HTTPFields = [
        .contentSecurityPolicy: "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        .init("X-Content-Type-Options")!: "nosniff",
        .init("Referrer-Policy")!: "no-referrer",
        .init("X-Frame-Options")!: "DENY",
    ]
}
