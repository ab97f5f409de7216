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
