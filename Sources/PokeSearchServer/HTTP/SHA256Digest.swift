import COpenSSL

/// SHA-256 through the system's libcrypto: the server needs one digest
/// (session tokens at rest, the web app's ETags), and OpenSSL is already on
/// every machine that builds it, where swift-crypto would compile a copy of
/// BoringSSL (several hundred C files) into every build.
enum SHA256Digest {
    /// The 32 bytes of the digest of `bytes`.
    static func of(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        let contiguous = Array(bytes)
        contiguous.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { output in
                _ = SHA256(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return digest
    }

    /// Lower-case hex of `bytes`.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
