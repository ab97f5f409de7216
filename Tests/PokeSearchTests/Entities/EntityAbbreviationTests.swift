import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// What competitive players type in `moves`, `items` and `abilities`:
/// abbreviations and clipped names, in English and in other languages'
/// names, a word inside a name, two typos in a medium-length name, and
/// phrases with words no entity matches. Each ranked after exact names and
/// prefixes.
@Suite struct EntityAbbreviationTests {
    let search: EntitySearch

    init() throws {
        search = EntitySearch(pokedex: try TestPokedex.shared())
    }

    private func results(_ kind: EntityKind, _ query: String, limit: Int = 50) throws -> EntityResults {
        try search.search(EntityRequest(kind: kind, query: query, limit: limit))
    }

    private func first(_ kind: EntityKind, _ query: String) throws -> String? {
        try results(kind, query).hits.first?.entity.name
    }

    // MARK: Abbreviations and clipped names

    @Test(arguments: [
        (EntityKind.move, "hjk", "high-jump-kick"), (.move, "qd", "quiver-dance"), (.move, "twave", "thunder-wave"),
        (.move, "tbolt", "thunderbolt"), (.move, "willowisp", "will-o-wisp"), (.move, "uturn", "u-turn"),
        (.move, "HJK", "high-jump-kick"), (.move, "sdance", "swords-dance"),
        (.item, "cscarf", "choice-scarf"), (.item, "hdb", "heavy-duty-boots"), (.item, "lorb", "life-orb"),
        (.ability, "shforce", "sheer-force"), (.ability, "mguard", "magic-guard"),
    ])
    func englishAbbreviationsFindTheirEntityFirst(kind: EntityKind, query: String, expected: String) throws {
        let found = try results(kind, query)
        #expect(found.hits.first?.entity.name == expected, "\(query): \(found.hits.prefix(5).map(\.entity.name))")
        // Whole parts run together (`willowisp`, `uturn`) are the name itself.
        #expect(found.hits.first?.match == .abbreviation || found.hits.first?.match == .exactName)
        #expect(found.corrections.isEmpty, "an abbreviation is no typo: \(found.corrections)")
    }

    @Test(arguments: [
        ("ceclair", "thunder-wave"),   // Cage Éclair (French)
        ("pvoltige", "high-jump-kick"), // Pied Voltige (French)
        ("ffollet", "will-o-wisp"),     // Feu Follet (French)
        ("dtour", "u-turn"),            // Demi-Tour (French)
    ])
    func otherLanguagesNamesAbbreviateToo(query: String, expected: String) throws {
        let found = try results(.move, query)
        #expect(found.hits.first?.entity.name == expected, "\(query): \(found.hits.prefix(5).map(\.entity.name))")
        #expect(found.corrections.isEmpty, "\(found.corrections)")
    }

    @Test func abbreviationsRankAfterExactNamesAndPrefixes() throws {
        // `tb` begins no move's name but abbreviates Thunderbolt; `thunder` is a name and begins others.
        let thunder = try results(.move, "thunder", limit: 200).hits
        #expect(thunder.first?.entity.name == "thunder")
        let tiers = thunder.map(\.match)
        #expect(tiers == tiers.sorted(), "tiers in order: \(tiers)")
        // `ice` is a name; `iceb` (Ice Beam clipped) begins no name and abbreviates Ice Ball and Ice Beam.
        let clipped = try results(.move, "iceb").hits
        #expect(clipped.contains { $0.entity.name == "ice-beam" })
        #expect(clipped.map(\.match) == clipped.map(\.match).sorted())
    }

    @Test func aSlugsAbbreviationRanksBeforeAnotherLanguagesOne() throws {
        // `qd` is Quiver Dance's initials; other languages' names have initials `qd` too, ranked after.
        let found = try results(.move, "qd").hits
        #expect(found.first?.entity.name == "quiver-dance")
        #expect(found.first?.matchedName == "quiver dance")
    }

    // MARK: A word inside a name

    @Test(arguments: [
        (EntityKind.move, "bolt", "bolt-strike", "thunderbolt"), (.move, "blitz", "blitz", "thunderbolt"),
        (.item, "lens", "lens-case", "wide-lens"),
    ])
    func aWordInsideANameRanksBelowPrefixes(kind: EntityKind, query: String, firstBefore: String, inside: String) throws {
        let hits = try results(kind, query, limit: 300).hits
        let names = hits.map(\.entity.name)
        let infix = try #require(names.firstIndex(of: inside), "\(query): \(names.prefix(10))")
        #expect(hits[infix].match >= .nameWords)
        if let before = names.firstIndex(of: firstBefore) { #expect(before < infix) }
        #expect(hits.map(\.match) == hits.map(\.match).sorted())
    }

    @Test func twoLettersAreNeverLookedForInsideNames() throws {
        #expect(try results(.move, "ol").hits.allSatisfy { $0.match != .nameInfix })
    }

    // MARK: Two typos

    @Test(arguments: [("tundre", "thunder"), ("psychik", "psychic")])
    func aMediumLengthNameWithTwoTyposIsCorrected(query: String, expected: String) throws {
        let found = try results(.move, query)
        #expect(found.hits.first?.entity.name == expected, "\(query): \(found.hits.prefix(3).map(\.entity.name)) \(found.corrections)")
    }

    @Test func aTypoIsMeantBeforeAWordInsideAnotherLanguagesName() throws {
        // `surff` sits in Italian's Elettrosurffolgorante (Stoked Sparksurfer), and is one typo from Surf.
        let found = try results(.move, "surff")
        #expect(found.hits.first?.entity.name == "surf")
        #expect(found.corrections == ["surff → surf"])
    }

    @Test func twoTyposInAShortWordAreNotCorrected() throws {
        // Five letters may have one typo, never two.
        #expect(try results(.move, "srfff").hits.isEmpty)
    }

    // MARK: Words that match nothing

    @Test func wordsNoEntityMatchesAreLeftOutAndNamed() throws {
        let rain = try results(.ability, "gimme rain")
        #expect(rain.ignoredWords == ["gimme"])
        #expect(rain.hits.contains { $0.entity.name == "drizzle" })
        #expect(Set(rain.hits.map(\.entity.name)) == Set(try results(.ability, "rain").hits.map(\.entity.name)))
        let punch = try results(.move, "xqzvw punch")
        #expect(punch.ignoredWords == ["xqzvw"])
        #expect(punch.hits.contains { $0.entity.name == "fire-punch" })
    }

    @Test func aQueryThatMatchesSomethingKeepsEveryWord() throws {
        #expect(try results(.ability, "rain").ignoredWords.isEmpty)
        // Nothing left to answer: nothing is dropped, and nothing found.
        let nothing = try results(.move, "xqzvw")
        #expect(nothing.hits.isEmpty && nothing.ignoredWords.isEmpty)
        // A field's value that is unknown is an error, never ignored.
        #expect(throws: (any Error).self) { try results(.move, "type:xqzvw punch") }
    }

    // MARK: Players' short names of moves

    /// Each short name of `Nicknames.moves`, `.items` and `.abilities` finds its
    /// move, item or ability first, as the short name's own match, where initials
    /// or words alone found another (`sd` was Sky Drop, `scarf` Silk Scarf, `regen` Rain Dish).
    @Test(arguments: [EntityKind.move, .item, .ability].flatMap { kind in
        Nicknames.shortNames(of: kind.lexiconKind).sorted { $0.key < $1.key }.map { [kind.rawValue, $0.key, $0.value] }
    })
    func shortNamesFindTheirEntityFirst(entry: [String]) throws {
        let found = try results(EntityKind(rawValue: entry[0])!, entry[1])
        #expect(found.hits.first.map { TextFolder.fold($0.entity.name) } == entry[2], "\(entry[1]): \(found.hits.prefix(3).map(\.entity.name))")
        #expect(found.hits.first?.match == .shorthand || found.hits.first?.match == .abbreviation)
    }

    /// A held item's short name is the item where a Pokémon search names one to hold.
    @Test func anItemsShortNameIsTheItemToHold() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let holders = try engine.search(SearchRequest(query: "holds lefties", limit: 100)).hits.map(\.pokemon.id)
        #expect(try holders == engine.search(SearchRequest(query: "holds leftovers", limit: 100)).hits.map(\.pokemon.id))
        #expect(!holders.isEmpty)
        // Alone, a short name that finds no name is the item, before a typo of another
        // kind (`boots`: Boost, Psych Up in French) or its abbreviation (`scarf`: Scary Face).
        for (word, item) in [("scarf", "choice scarf"), ("boots", "heavy duty boots"), ("specs", "choice specs")] {
            let found = try engine.search(SearchRequest(query: word, limit: 100))
            #expect(found.corrections == ["\(word) → \(item)"] && found.hits.isEmpty, "\(word): \(found.corrections)")
        }
        #expect(try engine.search(SearchRequest(query: "lefties", limit: 100)).hits.map(\.pokemon.id) == holders)
    }

    /// A role named after its move (`spinners`, `defogger`) is the move's learners in a Pokémon search.
    @Test func aRoleNamedAfterItsMoveIsItsLearners() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        func ids(_ query: String) throws -> [Int] { try engine.search(SearchRequest(query: query, limit: 5_000)).hits.map(\.pokemon.id) }
        for (role, move) in [("spinners", "rapid-spin"), ("spinner", "rapid-spin"), ("defoggers", "defog"), ("defogger", "defog")] {
            let learners = try ids("learns:\(move)")
            #expect(learners.contains(7) || learners.contains(6), "\(move)")  // Squirtle spins, Charizard defogs
            #expect(try ids(role) == learners, "\(role)")
        }
        // A short name after `learns` before another language's name of one word: Dive is `Sub` in Italian.
        #expect(try ids("learns sub") == ids("learns:substitute"))
        #expect(try ids("learns sub") != ids("learns:dive"))
    }
}
