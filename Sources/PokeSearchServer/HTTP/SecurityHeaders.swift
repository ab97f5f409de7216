import Hummingbird

/// The security headers every response carries, errors included, whoever
/// writes it (`SecurityHeadersMiddleware` for the router's answers, the
/// connection handlers for the requests they refuse): the app's files only
/// from this origin, no framing, no MIME sniffing, no referrer.
enum SecurityHeaders {
    static let fields: HTTPFields = [
        // base-uri and form-action do not fall back to default-src: a <base> or a form injected into a page goes nowhere else.
        .contentSecurityPolicy: "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
        .init("X-Content-Type-Options")!: "nosniff",
        .init("Referrer-Policy")!: "no-referrer",
        .init("X-Frame-Options")!: "DENY",
    ]
}
