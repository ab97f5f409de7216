import Hummingbird

/// The `pokesearch_session` cookie: `HttpOnly` (no script reads it),
/// `SameSite=Lax` (no cross-site POST carries it), `Path=/`; `Secure` when
/// served over TLS by a proxy in front (`--trusted-proxy`), which says so
/// with `X-Forwarded-Proto` (`ServerContext.isSecure`).
enum SessionCookie {
    static let name = "pokesearch_session"

    /// The token the request carries, if any.
    static func token(in request: Request) -> String? {
        // Every `Cookie` field's pairs, read in place: Hummingbird's `request.cookies`
        // parses each cookie of each field into a dictionary on every logged-in request.
        for field in request.headers[values: .cookie] {
            if let value = token(inCookieField: field) { return value }
        }
        return nil
    }

    /// The value of `pokesearch_session` among the `name=value` pairs of one
    /// `Cookie` field (separated by `;`), its quotes removed; nil when absent or empty.
    static func token(inCookieField field: String) -> String? {
        for pair in field.utf8.split(separator: UInt8(ascii: ";")) {
            let trimmed = pair.drop { $0 == UInt8(ascii: " ") }
            guard let equals = trimmed.firstIndex(of: UInt8(ascii: "=")),
                  trimmed[..<equals].elementsEqual(name.utf8) else { continue }
            var value = trimmed[trimmed.index(after: equals)...]
            while value.last == UInt8(ascii: " ") { value = value.dropLast() }
            if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
                value = value.dropFirst().dropLast()
            }
            return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
        }
        return nil
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
