import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// New names are compared by their look (Unicode TS #39 skeletons) as well
/// as by case and diacritics, and capped in code points and bytes, however
/// the profile is made: a sign-up, `trainer add`, or a first favorite.
///
/// New hashes at bcrypt's lowest cost (4): what is tested here does not depend on it,
/// and cost 12 in a debug build takes a second of CPU per hash.
@Suite struct TrainerNameTests {
    @Test(arguments: [
        ("Misty", "Мisty"), ("Misty", "Mіsty"), ("misty", "rnisty"), ("Misty", "МІЅТҮ"), ("Misty", "міѕту"), ("lIly", "l1ly"),
        ("paypal", "раураl"), ("Ash", "АЅН"),
    ])
    func aNameThatLooksLikeAnotherIsRefused(existing: String, lookalike: String) throws {
        let pokedex = try TestPokedex.fresh()
        _ = try TrainerAccounts(pokedex: pokedex, passwordCost: 4).signUp(name: existing, password: "correct horse battery")
        #expect(UserNameKey.skeleton(of: existing) == UserNameKey.skeleton(of: lookalike), "\(existing) / \(lookalike)")
        let refusal = TrainerError.nameLooksLike(lookalike, existing: existing)
        #expect(throws: refusal) { try TrainerAccounts(pokedex: pokedex, passwordCost: 4).signUp(name: lookalike, password: "another password") }
        #expect(throws: refusal) { try TrainerProfiles(pokedex: pokedex).add(named: lookalike) }
        #expect(throws: refusal) { try Favorites(pokedex: pokedex, trainer: lookalike).add([PokemonReference.numberOnly(25)]) }
        #expect("\(refusal)".contains("looks like the existing trainer '\(existing)'"))
    }

    @Test func namesThatOnlyShareLettersAreNotLookAlikes() throws {
        let pokedex = try TestPokedex.fresh()
        let accounts = TrainerAccounts(pokedex: pokedex, passwordCost: 4)
        for name in ["Misty", "Mistys", "Brock", "Brocks", "ミスティ", "Мистик"] {
            _ = try accounts.signUp(name: name, password: "correct horse battery")
        }
    }

    @Test func aNameIsCappedInCodePointsAndBytes() throws {
        let pokedex = try TestPokedex.fresh()
        let accounts = TrainerAccounts(pokedex: pokedex, passwordCost: 4)
        // "Zalgo": 2 characters of 2,000 combining marks, 4,005 bytes.
        let zalgo = "Z" + String(repeating: "\u{0301}", count: 1_000) + "a" + String(repeating: "\u{0300}", count: 1_000)
        #expect(throws: TrainerError.nameTooLong(characters: 2, scalars: 2_002, bytes: 4_002)) {
            try accounts.signUp(name: zalgo, password: "correct horse battery")
        }
        #expect(throws: TrainerError.self) { try TrainerProfiles(pokedex: pokedex).add(named: zalgo) }
        // Forty characters of eight bytes each (a flag is two code points) pass no more.
        #expect(throws: TrainerError.self) { try accounts.signUp(name: String(repeating: "🇫🇷", count: 40), password: "correct horse battery") }
        _ = try accounts.signUp(name: String(repeating: "é", count: 40), password: "correct horse battery")
        _ = try accounts.signUp(name: String(repeating: "字", count: 40), password: "correct horse battery")
    }
}
