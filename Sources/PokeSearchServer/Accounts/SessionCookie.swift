import Hummingbird

/// The `pokesearch_session` cookie: `HttpOnly` (no script reads it),
/// `SameSite=Lax` (no cross-site POST carries it), `Path=/`; `Secure` when
/// served over TLS by a proxy in front (`--trusted-proxy`), which says so
/// with `X-Forwarded-Proto` (`ServerContext.isSecure`).
enum SessionCookie {
    static let name = "pokesearch_session"

    /// The token the request carries, if any.
    static func token(in request: Request) -> String? {
        guard let value = request.cookies[name]?.value, !value.isEmpty else { return nil }
        return value
    }

    /// Sets the cookie to `token` for `lifetime` seconds.
    static func set(_ token: String, lifetime: Double, secure: Bool) -> String {
        "\(name)=\(token); Max-Age=\(Int(lifetime)); \(attributes(secure: secure))"
    }

    /// Clears the cookie (logout, or a session that is no longer live).
    static func cleared(secure: Bool) -> String {
        "\(name)=; Max-Age=0; \(attributes(secure: secure))"
    }

    private static func attributes(secure: Bool) -> String {
        "Path=/; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }
}
