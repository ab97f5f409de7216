import Testing
import GRDB
@testable import PokeSearch
import PokeSearchTestSupport

/// Issue 16's lookups on the default dex: wildcards, names typed without
/// their separators, cosmetic forms by name, and `random`.
@Suite struct LookupTests {
    private func search(_ query: String, limit: Int = 5_000, language: String = "en", explain: Bool = false) throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: limit, language: language, explain: explain))
    }

    private func names(_ query: String) throws -> [String] {
        try search(query).hits.map(\.pokemon.name)
    }

    private func slugs(_ sql: String) throws -> Set<String> {
        try TestPokedex.shared().database.read { db in Set(try String.fetchAll(db, sql: sql)) }
    }

    // MARK: Wildcards

    @Test func starMatchesAnyRunAndQuestionMarkOneCharacter() throws {
        #expect(try Set(names("*saur")) == slugs("""
            SELECT DISTINCT p.name FROM pokemon p JOIN search_name n ON n.pokemon_id = p.id WHERE n.folded GLOB '*saur'
            """))
        #expect(try Set(names("*saur")).isSuperset(of: ["bulbasaur", "ivysaur", "venusaur"]))
        #expect(try names("char*zard").first == "charizard")
        #expect(try names("pika?hu").first == "pikachu")
        #expect(try names("pika?hu").allSatisfy { $0.hasPrefix("pikachu") })
        #expect(try names("sq??rtle") == ["squirtle"])
        #expect(try names("blasto*").first == "blastoise")
    }

    @Test func patternsInOtherScripts() throws {
        #expect(try names("ピカ*").first == "pikachu")
        #expect(try Array(names("リザー*").prefix(2)) == ["charmeleon", "charizard"], "リザード, リザードン")
        #expect(try names("피카*").first == "pikachu")
        #expect(try names("ぴか*").first == "pikachu", "hiragana reads as katakana")
    }

    @Test func patternsCombineWithFiltersAndNegation() throws {
        #expect(try Set(names("fire char*")).isSuperset(of: ["charmander", "charmeleon", "charizard"]))
        #expect(try names("fire char*").allSatisfy { !$0.hasPrefix("bulba") })
        #expect(try !names("grass -*saur").contains("bulbasaur"))
        #expect(try names("*saur|*chu").contains("pikachu"))
    }

    @Test func globAndFullTextSyntaxInPatternsIsText() throws {
        #expect(try names("pika[*").first == "pikachu", "a bracket is dropped, never a GLOB class")
    }

    @Test(arguments: ["*", "?", "**", "*?*"])
    func onlyWildcardsIsAClearError(query: String) throws {
        #expect(throws: QueryError.onlyWildcards(query, position: 1)) { try search(query) }
        let message = QueryError.onlyWildcards(query, position: 1).description
        #expect(message.contains("only wildcards"))
    }

    // MARK: Names without separators

    @Test(arguments: [("hooh", "ho-oh"), ("mrmime", "mr-mime"), ("tapukoko", "tapu-koko"), ("jangmoo", "jangmo-o"),
                      ("typenull", "type-null"), ("porygonz", "porygon-z"), ("tapufini", "tapu-fini"), ("mimejr", "mime-jr")])
    func compactNamesFindThePokemon(query: String, slug: String) throws {
        #expect(try names(query).first == slug)
    }

    @Test(arguments: [("tapukoku", "tapu-koko"), ("mrmimme", "mr-mime"), ("typenul", "type-null")])
    func compactNamesForgiveATypo(query: String, slug: String) throws {
        #expect(try names(query).first == slug)
    }

    // MARK: Cosmetic forms

    @Test(arguments: [
        ("Unown B", "unown", "unown-b"), ("Gastrodon West", "gastrodon", "gastrodon-west"),
        ("east gastrodon", "gastrodon", "gastrodon-east"), ("Vivillon Polar", "vivillon", "vivillon-polar"),
        ("Burmy Trash Cloak", "burmy", "burmy-trash"), ("unown question", "unown", "unown-question"),
        ("Zarbi C", "unown", "unown-c"),
    ])
    func formsByNameReturnTheirPokemonFirstAndSaySo(query: String, pokemon: String, form: String) throws {
        let hit = try #require(try search(query).hits.first)
        #expect(hit.pokemon.name == pokemon)
        #expect(hit.form?.name == form)
    }

    @Test func aPrefixOfAFormNameNamesItsFirstForm() throws {
        let hit = try #require(try search("alcremie ruby swirl").hits.first)
        #expect(hit.pokemon.name == "alcremie")
        #expect(hit.form?.name.hasPrefix("alcremie-ruby-swirl") == true)
    }

    @Test func thePokemonsOwnNameNamesNoForm() throws {
        #expect(try search("gastrodon").hits.first?.form == nil)
        #expect(try search("unown").hits.first?.form == nil)
    }

    @Test func theFormIsShownInTheRequestedLanguageAndExplained() throws {
        let french = try #require(try search("unown b", language: "fr").hits.first)
        #expect(french.form?.displayName == "Zarbi B")
        let explained = try #require(try search("unown b", explain: true).hits.first)
        #expect(explained.explanation.contains(.form("Unown B")))
    }

    // MARK: Random

    @Test func randomIsOnePokemonAtRandom() throws {
        var seen = Set<Int>()
        for _ in 0..<12 {
            let results = try search("random")
            #expect(results.hits.count == 1 && results.totalMatches == 1)
            seen.formUnion(results.hits.map(\.pokemon.id))
        }
        #expect(seen.count > 1, "twelve draws from 1,351 Pokémon are not all the same")
        // With other words, one of those they find.
        for _ in 0..<6 {
            let fire = try search("random fire")
            #expect(fire.hits.count == 1 && fire.totalMatches == 1)
            #expect(fire.hits.allSatisfy { $0.pokemon.types.contains("fire") })
        }
        #expect(try search("random pokemon").hits.count == 1)
    }
}
