import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The query engine on the full default dex: matching, type awareness,
/// filters, ranking, typo tolerance and errors.
@Suite struct SearchEngineTests {
    private func ids(_ query: String, limit: Int = 5_000) throws -> [Int] {
        try search(query, limit: limit).hits.map(\.pokemon.id)
    }

    private func search(_ query: String, limit: Int = 20, sort: SortKey? = nil, descending: Bool = false,
                        language: String = "en", explain: Bool = false) throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(
            SearchRequest(query: query, limit: limit, sort: sort, descending: descending, language: language, explain: explain))
    }

    private func types(of id: Int) throws -> [String] {
        try search("id=\(try speciesNumber(of: id))", limit: 100).hits.first { $0.pokemon.id == id }?.pokemon.types ?? []
    }

    private func speciesNumber(of id: Int) throws -> Int {
        try TestPokedex.shared().database.read { db in
            try Int.fetchOne(db, sql: "SELECT species_id FROM pokemon WHERE id = ?", arguments: [id]) ?? 0
        }
    }

    // MARK: Names

    @Test(arguments: [
        ("pikachu", 25), ("lucario", 448), ("mew", 151), ("charizard", 6),
        ("mr mime", 122), ("mr. mime", 122), ("farfetchd", 83), ("farfetch'd", 83), ("farfetch’d", 83),
        ("nidoran f", 29), ("nidoran♀", 29), ("nidoran m", 32), ("nidoran♂", 32), ("type null", 772), ("Type: Null", 772),
        ("ho oh", 250), ("ho-oh", 250), ("porygon z", 474), ("jangmo o", 782), ("FLABÉBÉ", 669), ("flabebe", 669),
        ("salameche", 4), ("Salamèche", 4), ("Glumanda", 4), ("ピカチュウ", 25), ("ぴかちゅう", 25), ("피카츄", 25),
        ("喷火龙", 6), ("噴火龍", 6), ("pikaqiu", 25), ("ｐｉｋａｃｈｕ", 25),
    ])
    func exactNamesRankFirst(query: String, id: Int) throws {
        #expect(try ids(query).first == id)
    }

    @Test func defaultFormRanksAboveItsAlternates() throws {
        let results = try ids("pikachu")
        #expect(results.first == 25)
        #expect(results.contains(10080), "the Rock Star cosplay form is still found")
        let charizard = try ids("charizard")
        #expect(Array(charizard.prefix(1)) == [6])
        #expect(Set(charizard).isSuperset(of: [10034, 10035]))
    }

    @Test func lastWordIsAPrefixOfNames() throws {
        #expect(Array(try ids("char").prefix(3)) == [4, 5, 6])
        #expect(try ids("bulb").first == 1)
        #expect(try ids("mega charizard").sorted() == [10034, 10035])
    }

    @Test func cjkPartsOfNamesMatch() throws {
        #expect(try ids("火龙").contains(6))
        #expect(try ids("ザードン").prefix(3).contains(6))
        #expect(try ids("噴火").prefix(3).contains(6))
    }

    // MARK: Types

    @Test func typeWordsMeanTypesExactly() throws {
        let results = try ids("fire dragon")
        #expect(!results.isEmpty)
        for id in results {
            let types = try types(of: id)
            #expect(types.contains("fire") && types.contains("dragon"), "\(id) is \(types)")
        }
        #expect(!results.contains(116), "Horsea's genus says Dragon, it is not a dragon type")
        #expect(!results.contains(493), "Arceus has a Dragon form name, not the type")
        #expect(results.contains(10034), "Mega Charizard X is fire and dragon")
    }

    @Test(arguments: ["fire", "feu", "Feuer", "ほのお", "fuego", "type:fire", "t:feu"])
    func typeWordsInEveryLanguage(word: String) throws {
        #expect(try ids(word).count == 109 + 0, "the dump lists 109 fire Pokémon")
    }

    @Test func typeAndNamePrefixCombine() throws {
        let results = try ids("fire char")
        #expect(Array(results.prefix(3)) == [4, 5, 6])
        #expect(!results.contains(737), "Charjabug is bug/electric")
    }

    // MARK: Filters

    @Test func fieldFiltersAndComparisons() throws {
        let strong = try search("water atk>120", limit: 500).hits
        #expect(!strong.isEmpty)
        #expect(strong.allSatisfy { $0.pokemon.stats.attack > 120 && $0.pokemon.types.contains("water") })

        let fast = try search("spe>=150 bst<600", limit: 500).hits
        #expect(!fast.isEmpty)
        #expect(fast.allSatisfy { $0.pokemon.stats.speed >= 150 && $0.pokemon.stats.total < 600 })

        let light = try search("weight<0.2", limit: 500).hits
        #expect(!light.isEmpty)
        #expect(light.allSatisfy { $0.pokemon.weight < 2 }, "weight is given in kilograms")
    }

    @Test(arguments: ["gen 4 steel", "gen4 steel", "gen iv steel", "generation 4 steel", "gen:4 type:steel", "gen:iv steel"])
    func generationSpellings(query: String) throws {
        #expect(try ids(query).sorted() == [395, 410, 411, 436, 437, 448, 462, 476, 483, 485, 10005, 10059, 10245, 10310, 10311])
    }

    @Test func negationAndAlternatives() throws {
        let fire = try ids("fire")
        let fireNotFlying = try ids("fire -flying")
        #expect(!fireNotFlying.contains(6))
        #expect(fireNotFlying.count < fire.count)
        #expect(try ids("fire !flying") == fireNotFlying)
        #expect(try ids("fire NOT flying") == fireNotFlying)

        let fireOrWater = Set(try ids("fire|water"))
        #expect(fireOrWater == Set(fire).union(try ids("water")))
        #expect(Set(try ids("fire OR water")) == fireOrWater)
    }

    @Test func abilitiesMovesAndFlags() throws {
        #expect(try ids("ability:levitate").contains(94) == false, "Gengar lost Levitate in gen 7")
        #expect(try ids("ability:levitate").contains(92))
        #expect(try ids("move:surf").contains(9))
        #expect(try ids("legendary").contains(150))
        #expect(!(try ids("legendary").contains(151)), "Mew is mythical, not legendary")
        #expect(try ids("mythical").contains(151))
        #expect(try ids("color:pink egg:fairy").contains(35))
    }

    // MARK: Typos

    @Test(arguments: [("pikachuu", 25), ("charizrd", 6), ("bulbasuar", 1), ("squirtel", 7), ("blastiose", 9), ("mewtoo", 150)])
    func typosFindTheIntendedPokemon(query: String, id: Int) throws {
        let results = try search(query)
        #expect(results.hits.first?.pokemon.id == id)
        #expect(!results.corrections.isEmpty || query == "pikachuu")
    }

    /// A typo as near to several names is read as the one it leaves a letter
    /// out of: `sevper` is Seviper, not Seeper (Horsea in German), `piachu`
    /// Pikachu, not Pichu. Only within the beginning of a word being typed:
    /// `munan` is Munna, not Muhandaino (Eternatus in Japanese).
    @Test(arguments: [("sevper", 336, "seviper"), ("piachu", 25, "pikachu"), ("pidget", 18, "pidgeot"), ("kraby", 98, "krabby"),
                      ("gengr", 94, "gengar"), ("munan", 517, "munna")])
    func aTieGoesToTheNameALetterWasLeftOutOf(query: String, id: Int, readAs: String) throws {
        let results = try search(query)
        #expect(results.hits.first?.pokemon.id == id)
        #expect(results.corrections == ["\(query) → \(readAs)"])
    }

    @Test func nothingMatchingSaysSoAndSuggests() throws {
        let none = try search("xqzvw")
        #expect(none.hits.isEmpty)
        #expect(none.totalMatches == 0)
        let far = try search("pikaaachuuu")
        #expect(far.hits.isEmpty || far.hits.first?.pokemon.id == 25)
        if far.hits.isEmpty { #expect(far.suggestions.first == "Pikachu") }
    }

    // MARK: Errors

    @Test func unknownFieldsAndValuesSayWhereAndSuggest() throws {
        #expect(throws: QueryError.unknownField("tpye", position: 6, suggestion: "type")) { try search("fire tpye:water") }
        #expect(throws: QueryError.unknownValue(field: "type", value: "fyyre", position: 1, suggestion: "fire")) { try search("type:fyyre") }
        #expect(throws: QueryError.badNumber(field: "atk", value: ">lots", position: 1)) { try search("atk:>lots") }
        // Only base stats compare with one another: a weight is no height.
        #expect(throws: QueryError.badNumber(field: "weight", value: ">height", position: 1)) { try search("weight>height") }
        // Blank: spaces, separators, operators alone (`SearchRequest.isBlank`) list the whole dex.
        for blank in ["   ", "|", ",", "NOT", "\u{200B}"] {
            #expect(SearchRequest(query: blank).isBlank, "\(blank)")
            #expect(try search(blank).totalMatches == 1_351, "\(blank)")
        }
        #expect(!SearchRequest(query: "^ ()").isBlank, "punctuation that parses is refused as nothing searchable, not listed")
        #expect(throws: QueryError.nothingSearchable("^ ()")) { try search("^ ()") }
        #expect(throws: QueryError.onlyWildcards("*", position: 1)) { try search("* ^ ()") }
        let error = #expect(throws: StoreError.self) { try search("pikachu", language: "klingon") }
        #expect(error?.description.contains("unknown language 'klingon'; known: ja-hrkt") == true)
    }

    @Test func generationsAreCheckedAgainstThePokedex() throws {
        let range = 1...9
        for (query, value) in [("gen:-1", "gen:-1"), ("gen:0", "gen:0"), ("gen:99", "gen:99"), ("g:10", "g:10"),
                               ("generation:+12", "generation:+12")] {
            #expect(throws: QueryError.outOfRange(field: "generation", value: value, position: 1, range: range)) { try search(query) }
        }
        #expect(throws: QueryError.outOfRange(field: "generation", value: "gen 12", position: 7, range: range)) { try search("steel gen 12") }
        #expect(throws: QueryError.outOfRange(field: "generation", value: "gen10", position: 1, range: range)) { try search("gen10") }
        #expect(throws: QueryError.outOfRange(field: "generation", value: "gen 8 to 12", position: 1, range: range)) { try search("gen 8 to 12") }
        #expect(throws: QueryError.outOfRange(field: "generation", value: "gen:0-3", position: 1, range: range)) { try search("gen:0-3") }
        // Nothing is left on the bound's side, or the generation bounded is not one.
        #expect(throws: QueryError.outOfRange(field: "generation", value: "after gen 9", position: 1, range: range)) { try search("after gen 9") }
        #expect(throws: QueryError.outOfRange(field: "generation", value: "before gen 1", position: 6, range: range)) { try search("fire before gen 1") }
        #expect(throws: QueryError.outOfRange(field: "generation", value: "before gen 12", position: 1, range: range)) { try search("before gen 12") }
        #expect(throws: QueryError.outOfRange(field: "generation", value: "gen:>9", position: 1, range: range)) { try search("gen:>9") }
        #expect("\(QueryError.outOfRange(field: "generation", value: "gen:99", position: 1, range: range))"
            == "'gen:99' at position 1 is out of range: generation goes from 1 to 9 in this Pokédex")
        // In range, every spelling still works.
        let ninth = try search("gen:9", limit: 2_000).totalMatches
        #expect(ninth > 100)
        #expect(try search("gen:ix", limit: 2_000).totalMatches == ninth)
        #expect(try search("gen 9", limit: 2_000).totalMatches == ninth)
        #expect(try search("gen:1", limit: 2_000).totalMatches > 150)
    }

    @Test func controlCharactersAreEscapedInMessages() throws {
        // The parser splits words on control characters; the whole query is quoted back as typed.
        let error = #expect(throws: QueryError.self) { try search("+\u{1B}]\u{7}\u{1B}[") }
        let message = error?.description ?? ""
        #expect(message == "nothing to search for in '+\\e]\\u{7}\\e[': it has no letters, digits or filters", "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(CatalogError.unknownPokemon("pika\u{9B}2J", suggestions: []).description == "no Pokémon is called 'pika\\u{9B}2J'")
        #expect(TrainerError.invalidTrainerName("a\u{7}b").description.contains("'a\\u{7}b'"))
        #expect(StoreError.missingDatabase("/tmp/x\ny").description == "no Pokédex at /tmp/x\\ny")
    }

    // MARK: Output

    @Test func languageChangesDisplayNames() throws {
        #expect(try search("charmander", language: "fr").hits.first?.pokemon.displayName == "Salamèche")
        #expect(try search("charmander", language: "ja-hrkt").hits.first?.pokemon.displayName == "ヒトカゲ")
    }

    /// Reasons are values; `ExplanationTextTests` checks their English.
    @Test func explainSaysWhy() throws {
        let hit = try #require(try search("pikachu", explain: true).hits.first)
        #expect(hit.explanation.contains(.exactName("pikachu", defaultForm: true)))
        let filtered = try #require(try search("fire dragon", explain: true).hits.first)
        #expect(filtered.explanation.contains(.filters([
            FilterReason(negated: false, alternatives: [.entity(kind: .type, text: "fire")]),
            FilterReason(negated: false, alternatives: [.entity(kind: .type, text: "dragon")]),
        ])))
        #expect(try search("pikachu").hits.allSatisfy { $0.explanation.isEmpty }, "only when asked for")
    }

    @Test func sortingKeepsTheFilter() throws {
        let hits = try search("dragon", limit: 500, sort: .speed, descending: true).hits
        #expect(hits.count == (try ids("dragon").count))
        #expect(hits.map(\.pokemon.stats.speed) == hits.map(\.pokemon.stats.speed).sorted(by: >))
    }
}
