import Testing
@testable import PokeSearchServer

/// What the user data file keeps of a session: the SHA-256 of its token, from the system's libcrypto.
@Suite struct SessionTokenTests {
    @Test(arguments: [
        // FIPS 180-2's examples.
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func theStoredHashIsTheTokensSHA256(token: String, digest: String) {
        #expect(SessionToken.hash(token) == digest)
    }

    @Test func aNewTokenIs256RandomBitsInHexAndNeverStoredAsItIs() {
        let first = SessionToken(), second = SessionToken()
        #expect(first.value.count == 64)
        #expect(first.value.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(first.value != second.value)
        #expect(SessionToken.hash(first.value) != first.value)
    }
}
