import Foundation
import HummingbirdBcrypt
import Synchronization

/// How trainer passwords are checked and stored.
///
/// A password has 8 characters or more of any script, up to 1024 bytes (a
/// password manager's longest), and is not only spaces, not the trainer's
/// name, nor one of the most common passwords (`CommonPasswords`). It is
/// stored as `sha256+` and a bcrypt hash (cost 12 unless the accounts say
/// otherwise) of the base64 SHA-256 of
/// its NFKC form: bcrypt reads 72 bytes at most, which 64 Cyrillic letters
/// already pass, and the pre-hash gives every password 44 bytes of it.
/// Hashes of the first format (bcrypt of the password itself, `$2b$…`,
/// from before the pre-hash) still verify.
enum PasswordPolicy {
    /// bcrypt's work factor: 2^12 rounds, a quarter of a second or so per hash.
    static let cost = 12
    /// The work factors bcrypt accepts.
    static let costs = 4...31
    static let minimumCharacters = 8
    static let maximumBytes = 1024
    /// What marks a hash of the pre-hashed form.
    static let prehashedMark = "sha256+"

    /// Throws `TrainerError.invalidPassword` when `password` breaks a rule
    /// for the trainer called `name`.
    static func check(_ password: String, name: String) throws {
        guard password.count >= minimumCharacters else {
            throw TrainerError.invalidPassword("use at least \(minimumCharacters) characters")
        }
        guard password.utf8.count <= maximumBytes else {
            throw TrainerError.invalidPassword("use at most \(maximumBytes) bytes")
        }
        let trimmed = password.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw TrainerError.invalidPassword("use letters, digits or signs, not only spaces")
        }
        guard UserNameKey.of(trimmed) != UserNameKey.of(name) else {
            throw TrainerError.invalidPassword("use something other than the trainer name")
        }
        guard !CommonPasswords.contains(trimmed) else {
            throw TrainerError.invalidPassword("this is one of the most common passwords, the first ones guessed: choose another")
        }
    }

    /// A new hash of `password` (salted: never the same twice) at `cost`.
    static func hash(_ password: String, cost: Int = cost) -> String {
        prehashedMark + Bcrypt.hash(prehashed(password), cost: UInt8(bounded(cost)))
    }

    /// Whether `password` matches `hash`, of either format; with no hash,
    /// the same work is done against a stand-in of `cost`, the cost new
    /// hashes have, so that a login's time does not tell whether the name exists.
    static func verify(_ password: String, hash: String?, cost: Int = cost) -> Bool {
        guard let hash else {
            _ = Bcrypt.verify(prehashed(password), hash: String(standIn(cost: cost).dropFirst(prehashedMark.count)))
            return false
        }
        if hash.hasPrefix(prehashedMark) {
            return Bcrypt.verify(prehashed(password), hash: String(hash.dropFirst(prehashedMark.count)))
        }
        // The first format refused passwords past bcrypt's 72 bytes: none can match.
        guard password.utf8.count <= 72 else { return false }
        return Bcrypt.verify(password, hash: hash)
    }

    /// What bcrypt reads of `password`: 44 bytes of base64, whatever its length and script.
    static func prehashed(_ password: String) -> String {
        Data(SHA256.digest(Array(password.precomposedStringWithCompatibilityMapping.utf8))).base64EncodedString()
    }

    /// A hash at `cost` of a password no one knows: `standIn` at the usual
    /// cost, else one made at the first need (accounts of another cost are
    /// the tests', mostly) and kept.
    static func standIn(cost: Int) -> String {
        let cost = bounded(cost)
        guard cost != Self.cost else { return standIn }
        return otherStandIns.withLock { made in
            if let known = made[cost] { return known }
            let new = hash(UUID().uuidString + UUID().uuidString, cost: cost)
            made[cost] = new
            return new
        }
    }

    /// `cost` within `costs`.
    static func bounded(_ cost: Int) -> Int {
        min(max(cost, costs.lowerBound), costs.upperBound)
    }

    private static let otherStandIns = Mutex<[Int: String]>([:])

    /// A hash of the current format of a password no one knows (it was drawn
    /// at random and thrown away), written here rather than made at the first
    /// login: made then, it doubled that login's time.
    static let standIn = "sha256+$2b$12$DoxtSNR7fmdjdRK6BeBpyOV4C3beznaoz8qk1v643vKeHAFrD3Z9i"
}
