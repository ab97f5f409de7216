import Testing
import GRDB
@testable import PokeSearch
import PokeSearchTestSupport

/// On the default dex: item holders, matchups
/// combined and 4×, typos inside phrases, a closing `?`, superlatives over
/// placeholder weights and wildcard order. Expected sets come from the
/// Pokédex tables, not from the search index.
@Suite struct HoldersMatchupListsAndQuestionsTests {
    private func search(_ query: String, limit: Int = 5_000, explain: Bool = false) throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: limit, explain: explain))
    }

    private func ids(_ query: String) throws -> [Int] {
        try search(query).hits.map(\.pokemon.id)
    }

    private func sql(_ query: String) throws -> Set<Int> {
        try TestPokedex.shared().database.read { db in Set(try Int.fetchAll(db, sql: query)) }
    }

    private func holders(of item: String) throws -> Set<Int> {
        try sql("SELECT h.pokemon_id FROM pokemon_held_item h JOIN item i ON i.id = h.item_id WHERE i.name = '\(item)'")
    }

    // MARK: Items

    @Test(arguments: [("leftovers", "leftovers"), ("light ball", "light-ball"), ("Lucky Egg", "lucky-egg"),
                      ("holds:leftovers", "leftovers"), ("holds:restes", "leftovers"), ("holds leftovers", "leftovers"),
                      ("item:\"light ball\"", "light-ball")])
    func anItemMeansItsHolders(query: String, item: String) throws {
        let expected = try holders(of: item)
        #expect(!expected.isEmpty)
        #expect(try Set(ids(query)) == expected)
    }

    @Test func itemsCombineAndAreCorrectedInFields() throws {
        #expect(try Set(ids("light ball electric")) == holders(of: "light-ball"))
        let typo = try search("holds:leftovrs")
        #expect(typo.corrections == ["leftovrs → leftovers"])
        #expect(try Set(typo.hits.map(\.pokemon.id)) == holders(of: "leftovers"))
        #expect(throws: QueryError.self) { try search("holds:zzzzzz") }
    }

    @Test func anItemNoPokemonHoldsStaysText() throws {
        // No Pokémon holds a Choice Scarf; `apple` (an item too) still finds Applin's kin by their text.
        #expect(try search("choice scarf").hits.isEmpty)
        #expect(try !ids("apple").isEmpty)
        // An item of several words is the item, held by none: no word of it is read as a typo of a name.
        for query in ["choice band", "focus sash", "master ball"] {
            let found = try search(query)
            #expect(found.hits.isEmpty && found.corrections.isEmpty && found.ignoredWords.isEmpty, "\(query): \(found.corrections)")
        }
        // Its words still name a form where they do (Vivillon's Poké Ball pattern).
        #expect(try ids("poke ball vivillon") == [666])
        #expect(throws: Never.self) { try search("holds:choice-scarf") }
        #expect(try search("holds:choice-scarf").hits.isEmpty)
    }

    @Test func anItemWordThatIsPartOfANameStaysTheName() throws {
        // `ruby` is a key item; `alcremie ruby swirl` names a form.
        #expect(try ids("alcremie ruby swirl").first == 869)
        // キュウコン is Ninetales and also the Absorb Bulb in Japanese.
        #expect(try Set(ids("キュウコン")) == sql("SELECT id FROM pokemon WHERE species_id = 38"))
    }

    @Test func holdersSayWhyInExplanations() throws {
        let hit = try #require(try search("leftovers", limit: 1, explain: true).hits.first)
        let filters = hit.explanation.compactMap { reason -> [FilterReason]? in
            if case .filters(let filters) = reason { return filters }
            return nil
        }.joined()
        #expect(filters.contains { $0.alternatives == [.entityOrName(kind: .item, text: "leftovers")] })
    }

    // MARK: Matchups combined

    private func pokemon(attackedBy typeID: Int, where holds: (Double) -> Bool) throws -> Set<Int> {
        try TypeChartFactors.pokemon(attackedBy: typeID, where: holds)
    }

    @Test(arguments: ["weak to fire and ice", "weak to fire, ice", "weak:fire weak:ice", "weak fire and ice"])
    func matchupsListedMeanAll(query: String) throws {
        let expected = try pokemon(attackedBy: 10, where: { $0 >= 2 }).intersection(pokemon(attackedBy: 15, where: { $0 >= 2 }))
        #expect(!expected.isEmpty)
        #expect(try Set(ids(query)) == expected)
    }

    @Test func matchupsOfferedWithOrMeanEither() throws {
        let expected = try pokemon(attackedBy: 10, where: { $0 >= 2 }).union(pokemon(attackedBy: 15, where: { $0 >= 2 }))
        #expect(try Set(ids("weak to fire or ice")) == expected)
    }

    @Test(arguments: ["4x weak to ice", "double weak to ice", "quad weak ice", "weak:ice:4"])
    func fourTimesWeaknesses(query: String) throws {
        let expected = try pokemon(attackedBy: 15, where: { $0 >= 4 })
        #expect(expected.contains(149))
        #expect(try Set(ids(query)) == expected)
    }

    @Test func resistancesAndNegatedMatchups() throws {
        let both = try pokemon(attackedBy: 10, where: { $0 < 1 }).intersection(pokemon(attackedBy: 11, where: { $0 < 1 }))
        #expect(try Set(ids("resists fire and water")) == both)
        #expect(try Set(ids("4x resists fighting")) == pokemon(attackedBy: 2, where: { $0 <= 0.25 }))
        let notWeak = try pokemon(attackedBy: 5, where: { $0 < 2 })
        #expect(try Set(ids("not weak to ground")) == notWeak)
        #expect(try Set(ids("water not weak to ground")) == notWeak.intersection(sql("SELECT pokemon_id FROM pokemon_type WHERE type_id = 11")))
    }

    /// One engine answers a type's matchup questions from memory after the
    /// first time: each relation keeps its own answer, asked in any order.
    @Test func oneEngineKeepsEachMatchupAnswerApart() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        try engine.preload()
        let questions: [(String, Set<Int>)] = [
            ("weak to fire", try pokemon(attackedBy: 10, where: { $0 >= 2 })),
            ("resists fire", try pokemon(attackedBy: 10, where: { $0 < 1 })),
            ("not weak to fire", try pokemon(attackedBy: 10, where: { $0 < 2 })),
            ("4x weak to fire", try pokemon(attackedBy: 10, where: { $0 >= 4 })),
            ("weak to water", try pokemon(attackedBy: 11, where: { $0 >= 2 })),
        ]
        #expect(questions.allSatisfy { !$0.1.isEmpty })
        for round in 0..<3 {
            for (query, expected) in round == 1 ? questions.reversed() : questions {
                let found = Set(try engine.search(SearchRequest(query: query, limit: 5_000)).hits.map(\.pokemon.id))
                #expect(found == expected, "\(query), round \(round)")
            }
        }
    }

    @Test func aCommaThatEndsTheListLeavesTheRestAlone() throws {
        // `weak to ice, dragon dance`: the move after the comma is no type.
        #expect(try Set(ids("weak to ice, dragon dance")) == Set(ids("weak to ice move:dragon-dance")))
    }

    // MARK: Typos inside phrases

    @Test(arguments: [("charmandr evolutions", "charmander evolutions", "charmandr → charmander"),
                      ("evolutions of bulbasur", "evolutions of bulbasaur", "bulbasur → bulbasaur"),
                      ("weak to fir", "weak to fire", "fir → fire"),
                      ("immune to electrc", "immune to electric", "electrc → electric"),
                      ("family of eeveee", "family:eevee", "eeveee → eevee")])
    func typosInsidePhrasesAreCorrectedOutLoud(query: String, meant: String, notice: String) throws {
        let results = try search(query)
        #expect(results.corrections == [notice])
        #expect(!results.hits.isEmpty)
        #expect(Set(results.hits.map(\.pokemon.id)) == Set(try ids(meant)))
    }

    // MARK: A closing question mark

    @Test func aQuestionMarkAfterAWordClosesAQuestion() throws {
        #expect(try ids("pikachu?") == ids("pikachu"))
        #expect(try ids("weak to fire?") == ids("weak to fire"))
        #expect(try ids("mew??").first == 151)
        // Inside or before a word it is still a wildcard for one letter.
        #expect(try ids("pika?hu").first == 25)
        #expect(try Set(ids("?ew")).contains(151))
    }

    // MARK: Superlatives over placeholders

    @Test func placeholderWeightsComeLast() throws {
        let heaviest = try search("heaviest", limit: 40).hits
        #expect(heaviest.allSatisfy { !$0.pokemon.name.hasSuffix("-gmax") })
        #expect(try heaviest.first?.pokemon.weight == sql("SELECT max(weight) FROM pokemon WHERE name NOT LIKE '%-gmax'").first)
        let lightest = try #require(try search("lightest", limit: 1).hits.first)
        #expect(lightest.pokemon.weight > 0)
        #expect(try search("heaviest", limit: 5_000).hits.last.map { $0.pokemon.weight == 0 || $0.pokemon.name.hasSuffix("-gmax") } == true)
    }

    // MARK: Wildcard order

    @Test func wildcardsRankDefaultFormsFirstInPokedexOrder() throws {
        let hits = try search("*chu").hits
        let defaults = hits.prefix { $0.pokemon.isDefault }
        #expect(hits.dropFirst(defaults.count).allSatisfy { !$0.pokemon.isDefault })
        #expect(defaults.prefix(3).map(\.pokemon.id) == [25, 26, 172])
        #expect(try ids("*saur").prefix(3) == [1, 2, 3])
    }
}
