import Foundation
import HummingbirdBcrypt
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Passwords of any script and length a password manager makes, none of the
/// ones guessed first, stored in a marked format beside the first one's.
@Suite struct PasswordPolicyTests {
    @Test(arguments: [
        ("12345678", "this is one of the most common passwords"), ("PASSWORD", "this is one of the most common passwords"),
        ("pokemon123", "this is one of the most common passwords"), ("        ", "not only spaces"),
        ("\t\t\t\t\n\n\n\n", "not only spaces"), ("Misty-Waterflower", "other than the trainer name"),
        (" misty-waterflower ", "other than the trainer name"), ("MÍSTY-WATERFLOWER", "other than the trainer name"),
        ("short", "at least 8 characters"), (String(repeating: "é", count: 513), "at most 1024 bytes"),
    ])
    func refused(password: String, reason: String) {
        #expect {
            try PasswordPolicy.check(password, name: "Misty-Waterflower")
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test(arguments: [
        String(repeating: "Ж", count: 64), String(repeating: "🐉", count: 64), String(repeating: "字", count: 100),
        "correct horse battery staple " + String(repeating: "x", count: 300), "starmie-cerulean",
    ])
    func acceptedAndVerified(password: String) {
        #expect(throws: Never.self) { try PasswordPolicy.check(password, name: "misty") }
        // bcrypt's lowest cost: what is checked here does not depend on the cost, and a hash
        // of cost 12 takes the tests' debug build of bcrypt most of a second.
        let hash = PasswordPolicy.hash(password, cost: Self.cheap)
        #expect(hash.hasPrefix("sha256+$2b$04$"))
        #expect(PasswordPolicy.verify(password, hash: hash))
        #expect(!PasswordPolicy.verify(password + "!", hash: hash))
    }

    /// The lowest cost bcrypt takes, for the tests whose subject is not the cost.
    static let cheap = 4

    @Test func aNewHashIsOfTheUsualCost() {
        let hash = PasswordPolicy.hash("starmie-cerulean")
        #expect(hash.hasPrefix("sha256+$2b$12$"))
        #expect(PasswordPolicy.verify("starmie-cerulean", hash: hash))
    }

    @Test func everyByteCountsPastBcrypts72() {
        // bcrypt alone reads 72 bytes: these two would be one password.
        let long = String(repeating: "Ж", count: 40)
        let hash = PasswordPolicy.hash(long + "a", cost: Self.cheap)
        #expect(PasswordPolicy.verify(long + "a", hash: hash))
        #expect(!PasswordPolicy.verify(long + "b", hash: hash))
    }

    @Test func theFirstFormatStillVerifies() {
        // A hash as pokesearch stored it before the pre-hash: bcrypt of the password itself.
        let first = Bcrypt.hash("starmie-cerulean", cost: 4)
        #expect(first.hasPrefix("$2b$04$"))
        #expect(PasswordPolicy.verify("starmie-cerulean", hash: first))
        #expect(!PasswordPolicy.verify("starmie-ceruleaN", hash: first))
        #expect(!PasswordPolicy.verify("starmie-cerulean" + String(repeating: "x", count: 80), hash: first))
    }

    @Test func aPasswordIsReadInItsCompatibleForm() {
        // NFKC: a full-width or precomposed spelling of the same password is the same password.
        let hash = PasswordPolicy.hash("Ｐｉｋａｃｈｕ-é-２５", cost: Self.cheap)
        #expect(PasswordPolicy.verify("Pikachu-e\u{301}-25", hash: hash))
    }

    @Test func theStandInIsAHashOfTheCurrentFormatMadeBeforeAnyLogin() {
        // Verifying an unknown name costs what a known one does: SHA-256, then bcrypt at the same cost.
        #expect(PasswordPolicy.standIn.hasPrefix(PasswordPolicy.prehashedMark + "$2b$\(PasswordPolicy.cost)$"))
        #expect(PasswordPolicy.standIn.count == PasswordPolicy.hash("any password at all").count)
        #expect(!PasswordPolicy.verify("no trainer has this password", hash: nil))
    }

    @Test func theCommonListIsShipped() {
        #expect(CommonPasswords.contains("password") && CommonPasswords.contains("Trustno1") && CommonPasswords.contains("pikachu1"))
        #expect(!CommonPasswords.contains("starmie-cerulean"))
    }
}
