import Testing
@testable import PokeSearch

/// Abbreviations read against names' parts: initials, a first letter glued
/// to the next word, whole parts run together, compound words cut where two
/// known words join; every part gives at least one letter.
@Suite struct AbbreviatedNamesTests {
    private let names = AbbreviatedNames([
        .init(text: "high jump kick", id: 136), .init(text: "quiver dance", id: 483), .init(text: "thunder wave", id: 86),
        .init(text: "thunderbolt", id: 85), .init(text: "will o wisp", id: 261), .init(text: "thunder", id: 87),
        .init(text: "bolt strike", id: 550), .init(text: "u turn", id: 369), .init(text: "cage eclair", id: 86),
    ], words: ["thunder", "bolt", "strike", "dance", "wave", "kick", "jump", "high", "quiver", "turn", "wisp", "cage", "eclair"])

    private func ids(_ typed: String) -> [Int] {
        names.matches(typed).map { names.names[$0].id }.sorted()
    }

    @Test(arguments: [
        ("hjk", [136]), ("qd", [483]), ("twave", [86]), ("tw", [86]), ("thwave", [86]), ("tbolt", [85]), ("tb", [85]),
        ("willowisp", [261]), ("wow", [261]), ("uturn", [369]), ("ut", [369]), ("bstrike", [550]), ("ceclair", [86]),
        ("highjk", [136]), ("hijumpk", [136]),
    ])
    func abbreviationsFindTheirName(typed: String, expected: [Int]) {
        #expect(ids(typed) == expected, "\(typed)")
    }

    @Test(arguments: ["h", "thunder", "hj", "hjkk", "jk", "twavee", "qdd", "xyz", "boltt", "wisp"])
    func wordsThatLeaveAPartOutOrAddLettersAbbreviateNothing(typed: String) {
        // `thunder` and `hj` leave a part out: they begin names, which is a prefix match, not an abbreviation.
        #expect(ids(typed).isEmpty, "\(typed)")
    }

    @Test func compoundWordsAreCutOnlyWhereTwoKnownWordsJoin() {
        #expect(AbbreviatedNames.parts(of: "thunderbolt", words: ["thunder", "bolt"]) == ["thunder", "bolt"])
        #expect(AbbreviatedNames.parts(of: "thunderbolt", words: ["thunder"]) == ["thunderbolt"])
        // Both halves must be words, of four letters or more: `asaur` is none, nor `pex`.
        #expect(AbbreviatedNames.parts(of: "bulbasaur", words: ["bulb", "saur"]) == ["bulbasaur"])
        #expect(AbbreviatedNames.parts(of: "toxapex", words: ["toxa", "pex"]) == ["toxapex"])
    }

    @Test func aFormIsWrittenByTheFirstLettersOfItsWords() {
        #expect(AbbreviatedNames.abbreviates("t", words: "therian"))
        #expect(AbbreviatedNames.abbreviates("dm", words: "dusk mane"))
        #expect(AbbreviatedNames.abbreviates("rs", words: "rapid strike"))
        #expect(!AbbreviatedNames.abbreviates("d", words: "dusk mane"))
        #expect(!AbbreviatedNames.abbreviates("i", words: "therian"))
    }
}
