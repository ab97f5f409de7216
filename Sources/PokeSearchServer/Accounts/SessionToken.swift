import PokeSearch

/// A session's secret: 256 random bits, sent to the browser once in the
/// cookie; the server keeps only its SHA-256, so the user data file logs no one in.
struct SessionToken: Sendable {
    /// What the cookie carries: 64 hex digits.
    let value: String

    /// A new random token.
    init() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        value = SHA256.hex(bytes)
    }

    /// The hash stored for a token (any text the cookie carried).
    static func hash(_ token: String) -> String {
        SHA256.hex(SHA256.digest(token.utf8))
    }
}
