import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// What competitive players type in a Pokémon search, on the default dex:
/// a word inside a name (`pex`), a name of several words abbreviated
/// (`tkoko`), a move, ability or item abbreviated as a filter (`prankster,
/// twave`), two typos in a medium-length name (`pikaku`), and words that
/// match nothing, left out with a notice.
@Suite struct PowerQueryTests {
    private func search(_ query: String, limit: Int = 5_000, language: String = "en") throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: limit, language: language))
    }

    private func ids(_ query: String) throws -> [Int] {
        try search(query).hits.map(\.pokemon.id)
    }

    // MARK: A word inside a name

    @Test(arguments: [
        ("pex", "toxapex"), ("chomp", "garchomp"), ("rachi", "jirachi"), ("mence", "salamence"), ("pult", "dragapult"),
        ("bizarre", "bulbasaur"),  // Bulbizarre, Bulbasaur's French name
        ("caufeu", "charizard"),   // Dracaufeu, Charizard's French name
    ])
    func aWordInsideANameFindsIt(query: String, slug: String) throws {
        let found = try search(query)
        let expected = try DexFacts.id(of: slug)
        #expect(found.hits.prefix(3).map(\.pokemon.id).contains(expected), "\(query): \(found.hits.prefix(5).map(\.pokemon.name))")
        #expect(found.corrections.isEmpty, "a word inside a name is no typo: \(found.corrections)")
    }

    @Test func aWordThatBeginsANameIsNotLookedForInsideOthers() throws {
        // `tran` begins Tranquill: that is what is being typed, not Heatran.
        let tran = try ids("tran")
        #expect(tran.first == (try DexFacts.id(of: "tranquill")))
        #expect(!tran.contains(try DexFacts.id(of: "heatran")))
    }

    // MARK: Abbreviated names of several words

    @Test(arguments: [("tkoko", "tapu-koko"), ("tlele", "tapu-lele"), ("mmime", "mr-mime"), ("gtusk", "great-tusk"), ("tnull", "type-null")])
    func aNameOfSeveralWordsAbbreviated(query: String, slug: String) throws {
        #expect(try ids(query).first == (try DexFacts.id(of: slug)), "\(query)")
    }

    // MARK: Moves, abilities and items abbreviated, as filters

    /// A typo of a default form's name before an abbreviation of a form's (`alakazm` is Alakazam
    /// misspelt, not ALAKAZam Mega), and a whole name as near before the start of a longer one
    /// (`mimikyuu`: Mimikyu, not mimikyubusted, Busted Mimikyu's slug run together).
    @Test(arguments: [("alakazm", "alakazam"), ("mimikyuu", "mimikyu-disguised"), ("pidget", "pidgeot")])
    func aTypoOfANameBeforeAFormsAbbreviationOrALongerName(query: String, slug: String) throws {
        #expect(try search(query, limit: 1).hits.first?.pokemon.name == slug, "\(query)")
    }

    @Test func anAbbreviatedMoveIsItsLearners() throws {
        let prankster = try DexFacts.holders(of: "prankster")
        let thunderWave = try DexFacts.learners(of: "thunder-wave")
        let found = try search("prankster, twave")
        #expect(Set(found.hits.map(\.pokemon.id)) == prankster.intersection(thunderWave))
        #expect(found.corrections == ["twave → thunder wave"])
        #expect(Set(try ids("twave prankster")) == prankster.intersection(thunderWave))
        #expect(Set(try ids("hjk fighting")) == (try DexFacts.learners(of: "high-jump-kick")).intersection(try DexFacts.typed("fighting")))
        #expect(Set(try ids("intimidate uturn")) == (try DexFacts.holders(of: "intimidate")).intersection(try DexFacts.learners(of: "u-turn")))
    }

    @Test func anAbbreviatedAbilityIsItsHolders() throws {
        // Serene Grace; `shforce` would be Shadow Force, a move, read first.
        #expect(Set(try ids("sgrace")) == (try DexFacts.holders(of: "serene-grace")))
    }

    @Test func anAbbreviationInAnotherLanguage() throws {
        // Cage Éclair is Thunder Wave in French.
        #expect(Set(try ids("prankster ceclair")) == (try DexFacts.holders(of: "prankster")).intersection(try DexFacts.learners(of: "thunder-wave")))
    }

    // MARK: Two typos

    @Test(arguments: [("pikaku", "pikachu"), ("bisazan", "bulbasaur"), ("gluraak", "charizard")])
    func aMediumLengthNameWithTwoTypos(query: String, slug: String) throws {
        // Bisasam and Glurak: Bulbasaur's and Charizard's German names.
        let found = try search(query)
        #expect(found.hits.first?.pokemon.id == (try DexFacts.id(of: slug)), "\(query): \(found.hits.prefix(3).map(\.pokemon.name))")
        #expect(found.corrections.count == 1 && found.corrections[0].hasPrefix("\(query) → "), "\(found.corrections)")
    }

    @Test(arguments: [("espatra", "espathra"), ("dorio", "dodrio"), ("rasca", "rabsca")])
    func aTypoIsMeantBeforeAWordInsideAnotherLanguagesName(query: String, slug: String) throws {
        // `espatra` sits inside Cuespatra (Espathra, in another language's spelling) and is one typo from Espathra.
        let found = try search(query)
        #expect(found.corrections == ["\(query) → \(slug)"])
        #expect(found.hits.first?.pokemon.id == (try DexFacts.id(of: slug)))
    }

    @Test(arguments: ["languages", "evolution", "strongest"])
    func theExtraTypoNeverReadsAWordAsTheStartOfALongerName(query: String) throws {
        // `languages` was read, three edits off, as the start of `nanguaguairen`
        // (Gourgeist's name in Chinese romanization): the extra edit is for whole names.
        let found = try search(query)
        #expect(found.corrections.allSatisfy { !$0.hasSuffix("nanguaguairen") }, "\(found.corrections)")
        for correction in found.corrections {
            let read = String(correction.split(separator: "→").last ?? "").trimmingCharacters(in: .whitespaces)
            let distance = EditDistance.distance(query.unicodeScalars.map(\.value), read.unicodeScalars.map(\.value), limit: 10)
            #expect(distance <= NameTokens.allowedTypos(forLength: query.count) + 1, "\(correction): \(distance) edits")
        }
    }

    /// Spelt as it sounds, a whole name past the typos its length allows:
    /// the name of the nearest length among those as near (`dragonight` is
    /// Dragonite, not Dragonir, Dragonair's German name), and the name with
    /// one more typo before the beginning of a longer form's joined name
    /// (`pikachoo` is not Original Cap Pikachu, `blastoys` not Gigantamax Blastoise).
    @Test(arguments: [("dragonight", "dragonite"), ("pikachoo", "pikachu"), ("blastoys", "blastoise")])
    func aNameSpeltAsItSoundsIsTheName(query: String, slug: String) throws {
        let found = try search(query)
        #expect(found.hits.first?.pokemon.name == slug, "\(query): \(found.hits.prefix(3).map(\.pokemon.name)) \(found.corrections)")
    }

    /// Four letters may have one typo of a species' English name of four
    /// letters (`onyx` → Onix), never of any other name word: a common word
    /// stays what it was (`team`, `duck`, `show`).
    @Test func aFourLetterNameWithATypo() throws {
        for (query, slug) in [("onyx", "onix"), ("jinx", "jynx"), ("uxei", "uxie")] {
            let found = try search(query)
            #expect(found.hits.first?.pokemon.name == slug && found.corrections == ["\(query) → \(slug)"], "\(query): \(found.corrections)")
        }
        for query in ["team", "duck", "show"] {
            #expect(try search(query).corrections.isEmpty, "\(query)")
        }
    }

    @Test func oneTypoIsPreferredToTwo() throws {
        // `pikachx` is one edit from Pikachu: never widened to names two edits away.
        let found = try search("pikachx")
        #expect(found.corrections == ["pikachx → pikachu"])
    }

    // MARK: Words that match nothing

    @Test func wordsThatMatchNothingAreLeftOut() throws {
        let fire = try search("fire xqzvw")
        #expect(fire.ignoredWords == ["xqzvw"])
        #expect(Set(fire.hits.map(\.pokemon.id)) == (try DexFacts.typed("fire")))
        let pikachu = try search("xqzvw pikachu qqqqzz")
        #expect(pikachu.ignoredWords == ["xqzvw", "qqqqzz"])
        #expect(pikachu.hits.first?.pokemon.id == 25)
    }

    @Test func nothingIsLeftOutWhenTheWordsMatchOrNothingIsLeft() throws {
        #expect(try search("fire").ignoredWords.isEmpty)
        let nothing = try search("xqzvw")
        #expect(nothing.hits.isEmpty && nothing.ignoredWords.isEmpty)
        // Words that each match something but not together: nothing is left out.
        #expect(try search("pikachu charizard").ignoredWords.isEmpty)
        // A field with an unknown value is an error, not a word to leave out.
        #expect(throws: QueryError.self) { try search("type:xqzvw fire") }
    }
}
