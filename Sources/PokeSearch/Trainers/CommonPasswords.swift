import CEmbedded

/// The most common passwords (Sources/CEmbedded/Passwords: 11,611 from
/// zxcvbn's list), which `PasswordPolicy` refuses. Read from the binary
/// into a set the first time a password is checked.
enum CommonPasswords {
    /// Whether `password`, lowercased, is one of them.
    static func contains(_ password: String) -> Bool {
        all.contains(password.lowercased())
    }

    private static let all: Set<String> = {
        let blob = pokesearch_common_passwords()
        let bytes = UnsafeBufferPointer(start: blob.bytes, count: blob.length)
        return Set(bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) })
    }()
}
