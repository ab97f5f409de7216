import Foundation
import GRDB

/// Trainer accounts: a profile with a password, for `pokesearch serve`
/// (sign up, log in) and `pokesearch trainer passwd`. Names are unique
/// without regard to case or diacritics. Hashing (bcrypt, slow on purpose)
/// runs outside any write, so it never holds the user data file's lock.
public struct TrainerAccounts: Sendable {
    /// The Pokédex whose user data holds the accounts.
    public let pokedex: Pokedex
    /// bcrypt's work factor for new password hashes (2^cost rounds), 4 to 31:
    /// 12 unless a test needs thousands of hashes. A stored hash keeps the
    /// cost it was made with.
    public let passwordCost: Int
    /// The work factors bcrypt takes: 4 to 31.
    public static let passwordCosts: ClosedRange<Int> = PasswordPolicy.costs

    /// Accounts in the user data of `pokedex`, new passwords hashed at
    /// `passwordCost` (brought within 4...31).
    public init(pokedex: Pokedex, passwordCost: Int = 12) {
        self.pokedex = pokedex
        self.passwordCost = PasswordPolicy.bounded(passwordCost)
    }

    /// Creates the profile `name` with `password`; refuses a name any profile
    /// already has, with or without a password.
    public func signUp(name: String, password: String, now: Date = Date()) throws -> Trainer {
        let name = try TrainerProfiles.validated(name)
        try PasswordPolicy.check(password, name: name)
        // Refused before the hash when it can be: the hash is slow on purpose.
        try pokedex.userData.read(orIfMissing: ()) { db in
            if try Trainer.find(named: name, in: db) != nil { throw TrainerError.nameTaken(name) }
            try TrainerProfiles.checkNewName(name, in: db)
        }
        let hash = PasswordPolicy.hash(password, cost: passwordCost)
        return try pokedex.userData.write { db in
            if try Trainer.find(named: name, in: db) != nil { throw TrainerError.nameTaken(name) }
            return try TrainerProfiles.insert(name, now: now, passwordHash: hash, in: db)
        }
    }

    /// The trainer called `name` when `password` is theirs; nil for a wrong
    /// password, an unknown name or a profile without a password, in the
    /// same time.
    public func authenticate(name: String, password: String) throws -> Trainer? {
        let stored: (Trainer, String?)? = try pokedex.userData.read(orIfMissing: nil) { db in
            guard let trainer = try Trainer.find(named: name, in: db) else { return nil }
            let hash = try String.fetchOne(db, sql: "SELECT password_hash FROM trainer WHERE id = ?", arguments: [trainer.id])
            return (trainer, hash)
        }
        guard PasswordPolicy.verify(password, hash: stored?.1, cost: passwordCost), let trainer = stored?.0 else { return nil }
        return trainer
    }

    /// Sets the password of the profile `name` (created if new), replacing
    /// any other, and logs out every session it had.
    @discardableResult
    public func setPassword(name: String, password: String, now: Date = Date()) throws -> Trainer {
        let name = try TrainerProfiles.validated(name)
        try PasswordPolicy.check(password, name: name)
        let hash = PasswordPolicy.hash(password, cost: passwordCost)
        return try pokedex.userData.write { db in
            let trainer = try TrainerProfiles.profile(named: name, now: now, in: db).trainer
            try db.execute(sql: "UPDATE trainer SET password_hash = ? WHERE id = ?", arguments: [hash, trainer.id])
            try db.execute(sql: "DELETE FROM session WHERE trainer_id = ?", arguments: [trainer.id])
            return trainer
        }
    }

    /// Whether the profile `name` has a password.
    public func hasPassword(name: String) throws -> Bool {
        try pokedex.userData.read(orIfMissing: false) { db in
            guard let trainer = try Trainer.find(named: name, in: db) else { return false }
            return try String.fetchOne(db, sql: "SELECT password_hash FROM trainer WHERE id = ?", arguments: [trainer.id]) != nil
        }
    }

}
