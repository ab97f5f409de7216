import Crypto
import Foundation

/// A session's secret: 256 random bits, sent to the browser once in the
/// cookie; the server keeps only its SHA-256, so the user data file logs no one in.
struct SessionToken: Sendable {
    /// What the cookie carries: 64 hex digits.
    let value: String

    /// A new random token.
    init() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        value = Self.hex(bytes)
    }

    /// The hash stored for a token (any text the cookie carried).
    static func hash(_ token: String) -> String {
        hex(Array(SHA256.hash(data: Data(token.utf8))))
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
