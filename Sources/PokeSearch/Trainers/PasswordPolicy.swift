import HummingbirdBcrypt

/// How trainer passwords are checked and stored: at least 8 characters, at
/// most 72 bytes (all bcrypt reads), hashed with bcrypt at cost 12.
enum PasswordPolicy {
    /// bcrypt's work factor: 2^12 rounds, a quarter of a second or so per hash.
    static let cost: UInt8 = 12
    static let minimumCharacters = 8
    static let maximumBytes = 72

    /// Throws `TrainerError.invalidPassword` when `password` breaks a rule.
    static func check(_ password: String) throws {
        guard password.count >= minimumCharacters else {
            throw TrainerError.invalidPassword("use at least \(minimumCharacters) characters")
        }
        guard password.utf8.count <= maximumBytes else {
            throw TrainerError.invalidPassword("use at most \(maximumBytes) bytes (bcrypt ignores the rest)")
        }
    }

    /// A new bcrypt hash of `password` (salted: never the same twice).
    static func hash(_ password: String) -> String {
        Bcrypt.hash(password, cost: cost)
    }

    /// Whether `password` matches `hash`; with no hash, the same work is done
    /// against a stand-in, so that a login's time does not tell whether the
    /// name exists.
    static func verify(_ password: String, hash: String?) -> Bool {
        guard let hash else {
            _ = Bcrypt.verify(password, hash: standIn)
            return false
        }
        return Bcrypt.verify(password, hash: hash)
    }

    private static let standIn = Bcrypt.hash("no trainer has this password", cost: cost)
}
