import Testing
@testable import PokeSearchServer

/// What the user data file keeps of a session: the SHA-256 of its token, in hex (the engine's `SHA256`).
@Suite struct SessionTokenTests {
    @Test func theStoredHashIsTheTokensSHA256InHex() {
        // FIPS 180-2's first example (the digest itself is SHA256Tests' to check).
        #expect(SessionToken.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func aNewTokenIs256RandomBitsInHexAndNeverStoredAsItIs() {
        let first = SessionToken(), second = SessionToken()
        #expect(first.value.count == 64)
        #expect(first.value.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(first.value != second.value)
        #expect(SessionToken.hash(first.value) != first.value)
    }
}

/// The session token read from a `Cookie` field as browsers and tools send it.
@Suite struct SessionCookieFieldTests {
    @Test(arguments: [
        ("pokesearch_session=abc123", "abc123"),
        ("theme=dark; pokesearch_session=abc123; lang=fr", "abc123"),
        ("theme=dark;pokesearch_session=abc123", "abc123"),
        ("pokesearch_session=\"abc123\"", "abc123"),
        ("pokesearch_session=abc123 ", "abc123"),
    ])
    func theSessionsValueIsFound(field: String, token: String) {
        #expect(SessionCookie.token(inCookieField: field) == token)
    }

    @Test(arguments: ["", "theme=dark", "pokesearch_session=", "pokesearch_session_old=abc", "xpokesearch_session=abc", "pokesearch_session"])
    func noSessionIsNone(field: String) {
        #expect(SessionCookie.token(inCookieField: field) == nil)
    }
}
