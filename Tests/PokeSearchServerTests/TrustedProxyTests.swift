import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// `Secure` on the session cookie, and the client's address for the address
/// limits, come from `X-Forwarded-Proto` and `X-Forwarded-For` only when the
/// configured proxy (`--trusted-proxy`) sends them: any client can write them.
@Suite(.onServerThreads) struct TrustedProxyTests {
    /// The `Set-Cookie` of a logout (which clears the cookie with its attributes: no password to hash).
    static func clearedCookie(_ client: LoopbackClient, forwarded: HTTPFields) async throws -> String {
        var headers = ServerTest.headers()
        headers.append(contentsOf: forwarded)
        return try await client.execute(uri: "/api/logout", method: .post, headers: headers) { response in
            #expect(response.status == .noContent)
            return try #require(response.headers[.setCookie])
        }
    }

    static let https: HTTPFields = [.init("X-Forwarded-Proto")!: "https", .init("X-Forwarded-For")!: "203.0.113.9"]

    @Test func aClientsOwnForwardedProtoIsNotBelieved() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let cookie = try await Self.clearedCookie(client, forwarded: Self.https)
            #expect(!cookie.contains("Secure"), "\(cookie)")
        }
        // A proxy is configured, but the request does not come from it.
        try await ServerTest.app(trustedProxy: "192.0.2.1").serveOnLoopback { client in
            let cookie = try await Self.clearedCookie(client, forwarded: Self.https)
            #expect(!cookie.contains("Secure"), "\(cookie)")
        }
    }

    @Test func theConfiguredProxysWordIsBelieved() async throws {
        try await ServerTest.app(trustedProxy: "127.0.0.1").serveOnLoopback { client in
            let secure = try await Self.clearedCookie(client, forwarded: Self.https)
            #expect(secure.contains("; Secure"), "\(secure)")
            let plain = try await Self.clearedCookie(client, forwarded: [.init("X-Forwarded-For")!: "203.0.113.9"])
            #expect(!plain.contains("Secure"), "\(plain)")
        }
    }

    @Test func theLastForwardedAddressIsTheProxysWord() {
        #expect(TrustedProxyMiddleware.sameAddress("::ffff:127.0.0.1", "127.0.0.1"))
        #expect(!TrustedProxyMiddleware.sameAddress("127.0.0.2", "127.0.0.1"))
    }
}
