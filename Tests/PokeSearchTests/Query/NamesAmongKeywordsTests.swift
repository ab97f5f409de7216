import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Names and keywords side by side, on the default dex: gender words either
/// side of a name, names and cosmetic forms that hold a type, colour, move
/// or item word, and which language's names rank first for a prefix or a
/// wildcard (and `--explain` saying which name matched).
@Suite struct NamesAmongKeywordsTests {
    private func search(_ query: String, limit: Int = 5_000, explain: Bool = false, language: String = "en") throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: limit, language: language, explain: explain))
    }

    private func slugs(_ query: String, limit: Int = 5_000) throws -> [String] {
        try search(query, limit: limit).hits.map(\.pokemon.name)
    }

    // MARK: Gender

    @Test(arguments: [
        ("male nidoran", "nidoran-m"), ("female nidoran", "nidoran-f"), ("nidoran male", "nidoran-m"), ("Nidoran Male", "nidoran-m"),
        ("nidoran femelle", "nidoran-f"), ("nidoran weiblich", "nidoran-f"), ("nidorn female", "nidoran-f"),
        ("oinkologne male", "oinkologne-male"), ("oinkologne female", "oinkologne-female"), ("female oinkologne", "oinkologne-female"),
        ("meowstic f", "meowstic-female"), ("male meowstic", "meowstic-male"), ("indeedee ♀", "indeedee-female"),
        ("pikachu female", "pikachu"), ("eevee male", "eevee"), ("unfezant female", "unfezant"), ("hippowdon female", "hippowdon"),
    ])
    func genderWordsEitherSideOfAName(query: String, slug: String) throws {
        #expect(try slugs(query, limit: 1).first == slug, "\(query)")
    }

    @Test func maleIsNeverFoundInsideFemale() throws {
        #expect(try !slugs("male nidoran").contains("nidoran-f"))
        #expect(try !slugs("male meowstic").contains { $0.hasPrefix("meowstic-female") })
        #expect(try Set(slugs("nidoran female evolutions")) == ["nidorina", "nidoqueen"])
    }

    @Test(arguments: [("pyroar male", "pyroar-male"), ("pyroar female", "pyroar-female")])
    func aGenderedFormIsReported(query: String, form: String) throws {
        let hit = try #require(try search(query, limit: 1).hits.first)
        #expect(hit.pokemon.name == "pyroar-male", "the Pokémon")
        if form != "pyroar-male" { #expect(hit.form?.name == form) }
    }

    // MARK: Names holding a keyword

    @Test(arguments: [
        ("arceus fire", "arceus-fire"), ("Fire Arceus", "arceus-fire"), ("arceus fairy", "arceus-fairy"), ("silvally water", "silvally-water"),
        ("blue flabebe", "flabebe-blue"), ("florges yellow", "florges-yellow"), ("floette blue", "floette-blue"),
        ("vivillon poke ball", "vivillon-poke-ball"), ("scatterbug poke ball", "scatterbug-poke-ball"),
        ("vivillon sandstorm", "vivillon-sandstorm"), ("unown !", "unown-exclamation"), ("unown ?", "unown-question"),
    ])
    func cosmeticFormsWhoseNamesHoldAKeyword(query: String, form: String) throws {
        let hit = try #require(try search(query, limit: 1).hits.first, "\(query)")
        #expect(hit.form?.name == form, "\(query)")
    }

    @Test(arguments: [("porygon 2", "porygon2"), ("deoxys normal", "deoxys-normal"), ("calyrex ice", "calyrex-ice"),
                      ("g-max charizard", "charizard-gmax"), ("kyurem black", "kyurem-black")])
    func pokemonWhoseNamesHoldAKeyword(query: String, slug: String) throws {
        #expect(try slugs(query, limit: 1).first == slug, "\(query)")
    }

    /// A whole word of a name, typed alone, is that name: not a keyword one edit away (`crown`
    /// is not the colour brown) and before the genus it also names (`valiant`: Iron Valiant, then
    /// Braviary, the Valiant Pokémon). A word no name holds still corrects (`brwon`) and prefers
    /// its genus (`mouse`).
    @Test func aWholeWordOfANameIsThatName() throws {
        let crown = try search("crown", limit: 5)
        #expect(crown.corrections.isEmpty, "\(crown.corrections)")
        #expect(crown.hits.prefix(3).map(\.pokemon.name).contains("iron-crown"), "\(crown.hits.map(\.pokemon.name))")
        #expect(try slugs("valiant", limit: 2) == ["iron-valiant", "braviary"])
        #expect(try search("brwon", limit: 1).corrections == ["brwon → brown"])
        #expect(try slugs("mouse", limit: 1) == ["rattata"])
    }

    // MARK: Which names rank first

    @Test(arguments: [("dra", "dratini", "charizard"), ("ho", "horsea", "weedle"), ("sn", "snorlax", "persian"),
                      ("tor", "torchic", "blastoise"), ("a*", "abra", "weedle"), ("*ite", "magnemite", "parasect")])
    func namesInTheReadersLanguageRankFirst(query: String, first: String, later: String) throws {
        let found = try slugs(query)
        let firstIndex = try #require(found.firstIndex(of: first), "\(query)")
        let laterIndex = try #require(found.firstIndex(of: later), "\(query)")
        #expect(firstIndex < laterIndex, "\(query)")
    }

    @Test func theReadersLanguageComesFirstToo() throws {
        // In French, Dracaufeu (Charizard) starts with `dra`.
        let french = try search("dra", language: "fr").hits.map(\.pokemon.name)
        #expect(try #require(french.firstIndex(of: "charizard")) < #require(french.firstIndex(of: "drapion")))
    }

    @Test func explanationsSayWhichNameMatched() throws {
        let hits = try search("a*", limit: 300, explain: true).hits
        let weedle = try #require(hits.first { $0.pokemon.name == "weedle" })
        #expect(weedle.explanation.contains(.matchedName("aspicot", language: "fr")))
        let abra = try #require(hits.first { $0.pokemon.name == "abra" })
        #expect(abra.explanation.contains(.matchedName("abra", language: "en")))
    }
}
