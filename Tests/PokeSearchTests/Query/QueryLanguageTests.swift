import Testing
import GRDB
@testable import PokeSearch
import PokeSearchTestSupport

/// The query language's keyword classes on the default dex, with queries
/// outside the judged sets; expected sets come from the Pokédex tables.
/// (The bundled index is re-indexed at first open when it is older than
/// this version's, so these run before the dataset is regenerated too.)
@Suite struct QueryLanguageTests {
    private func search(_ query: String, limit: Int = 5_000, sort: SortKey? = nil, explain: Bool = false) throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: limit, sort: sort, explain: explain))
    }

    private func ids(_ query: String) throws -> [Int] {
        try search(query).hits.map(\.pokemon.id)
    }

    private func sql(_ query: String) throws -> Set<Int> {
        try TestPokedex.shared().database.read { db in Set(try Int.fetchAll(db, sql: query)) }
    }

    private func id(of slug: String) throws -> Int {
        try TestPokedex.shared().database.read { db in
            try Int.fetchOne(db, sql: "SELECT id FROM pokemon WHERE name = ?", arguments: [slug]) ?? -1
        }
    }

    // MARK: Numbers

    @Test(arguments: [("150", 150), ("#0006", 6), ("no. 448", 448), ("no 94", 94), ("#1", 1), ("0133", 133), ("nº 7", 7)])
    func pokedexNumbersPutThatSpeciesFirst(query: String, number: Int) throws {
        let found = try ids(query)
        #expect(found.first == number)
        #expect(try Set(found) == sql("SELECT id FROM pokemon WHERE species_id = \(number)"))
    }

    @Test func aNumberInAComparisonIsNotAPokedexNumber() throws {
        #expect(try Set(ids("atk >= 180")) == sql("SELECT id FROM pokemon WHERE attack >= 180"))
        #expect(try Set(ids("hp< 20")) == sql("SELECT id FROM pokemon WHERE hp < 20"))
        #expect(try Set(ids("spe >100 water")) == sql("""
            SELECT p.id FROM pokemon p JOIN pokemon_type t ON t.pokemon_id = p.id AND t.type_id = 11 WHERE p.speed > 100
            """))
    }

    @Test func aNumberThatIsPartOfANameStaysTheName() throws {
        #expect(try ids("zygarde 10").first == id(of: "zygarde-10"))
    }

    // MARK: Regions

    @Test(arguments: [("kanto", 1), ("ジョウト", 2), ("Einall", 5), ("칼로스", 6), ("paldea", 9), ("Sinnoh", 4)])
    func regionsMeanTheirGeneration(query: String, generation: Int) throws {
        #expect(try Set(ids(query)) == sql("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.generation_id = \(generation)
            """))
    }

    @Test func regionsCombineAndGiveWayToRegionalForms() throws {
        #expect(try Set(ids("galar fire")) == sql("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id
              JOIN pokemon_type t ON t.pokemon_id = p.id AND t.type_id = 10 WHERE s.generation_id = 8
            """))
        #expect(try ids("galar ponyta").first == id(of: "ponyta-galar"))
        #expect(try ids("alola vulpix").first == id(of: "vulpix-alola"))
    }

    // MARK: Colours, habitats, shapes

    @Test func colourHabitatAndShapeWordsFilter() throws {
        #expect(try Set(ids("red fire")) == sql("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id AND s.color_id = 8
              JOIN pokemon_type t ON t.pokemon_id = p.id AND t.type_id = 10
            """))
        #expect(try Set(ids("cave")) == sql("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id JOIN habitat h ON h.id = s.habitat_id AND h.name = 'cave'
            """))
        #expect(try ids("black kyurem").first == id(of: "kyurem-black"), "a colour word that is part of a name stays the name")
    }

    // MARK: Evolution families

    @Test func evolutionPhrases() throws {
        let eeveelutions = try sql("SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.evolves_from_species_id = 133")
        #expect(try Set(ids("eevee evolutions")) == eeveelutions)
        #expect(try Set(ids("evolutions of eevee")) == eeveelutions)
        #expect(try Set(ids("evolves from poliwag")) == sql("SELECT id FROM pokemon WHERE species_id IN (61, 62, 186)"))
        #expect(try Set(ids("family:pichu")) == sql("SELECT id FROM pokemon WHERE species_id IN (172, 25, 26)"))
        #expect(try Set(ids("abra family")) == sql("SELECT id FROM pokemon WHERE species_id IN (63, 64, 65)"))
    }

    @Test func evolutionFlags() throws {
        let fullyEvolvedDragons = try Set(ids("fully-evolved dragon"))
        #expect(fullyEvolvedDragons.contains(149) && !fullyEvolvedDragons.contains(147) && !fullyEvolvedDragons.contains(148))
        let nfe = try Set(ids("nfe water"))
        #expect(nfe.contains(7) && nfe.contains(8) && !nfe.contains(9))
        #expect(try Set(ids("is:nfe")) == Set(ids("nfe")))
    }

    @Test func unknownEvolutionFamilyIsAClearError() throws {
        #expect(throws: QueryError.unknownValue(field: "family", value: "zzzz", position: 1, suggestion: nil)) { try search("family:zzzz") }
    }

    // MARK: Matchups

    @Test(arguments: [
        ("weak to ice", 15, "weak"), ("weak:ground", 5, "weak"), ("immune to ground", 5, "immune"),
        ("resists:fire", 10, "resists"), ("resistant to dragon", 16, "resists"), ("immune:ghost", 8, "immune"),
    ])
    func matchupsFollowTheTypeChart(query: String, typeID: Int, relation: String) throws {
        let holds: (Double) -> Bool = switch relation {
        case "weak": { $0 >= 2 }
        case "immune": { $0 == 0 }
        default: { $0 < 1 }
        }
        let expected = try TypeChartFactors.pokemon(attackedBy: typeID, where: holds)
        #expect(try Set(ids(query)) == expected)
    }

    @Test func matchupsSayHowTheyWereRead() throws {
        let hit = try #require(try search("weak to ice", limit: 1, explain: true).hits.first)
        let filters = hit.explanation.compactMap { reason -> [FilterReason]? in
            if case .filters(let filters) = reason { return filters }
            return nil
        }.joined()
        #expect(filters.contains { $0.alternatives == [.matchup(relation: .weak, type: "ice")] })
    }

    // MARK: Superlatives

    @Test func superlativesSortTheRestBestFirst() throws {
        let heaviest = try #require(try search("heaviest", limit: 1).hits.first)
        // Gigantamax forms' 1,000 kg and Eternamax's 0 are placeholders of the dump: ranked last.
        #expect(try heaviest.pokemon.weight == sql("SELECT max(weight) FROM pokemon WHERE name NOT LIKE '%-gmax'").first)
        let lightestGhost = try #require(try search("lightest ghost", limit: 1).hits.first)
        #expect(lightestGhost.pokemon.types.contains("ghost"))
        #expect(try lightestGhost.pokemon.weight == sql("""
            SELECT min(weight) FROM pokemon p JOIN pokemon_type t ON t.pokemon_id = p.id AND t.type_id = 8
            """).first)
        let strongest = try #require(try search("strongest legendary", limit: 1).hits.first)
        #expect(try strongest.pokemon.stats.total == sql("""
            SELECT max(p.total) FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.is_legendary = 1
            """).first)
        #expect(try search("fastest electric", limit: 1, sort: .number).hits.first?.pokemon.id == 25,
                "an explicit sort wins over the superlative")
    }

    // MARK: Genus

    @Test func genusPhrasesFindThatGenus() throws {
        #expect(try ids("seed pokemon").first == 1)
        #expect(try Set(ids("mouse pokemon")).isSuperset(of: [19, 25, 26]))
        #expect(try ids("flame pokémon").contains(5))
    }

    // MARK: Typos in keywords

    @Test(arguments: [("dragn", "dragon", 16), ("psycic flying", "psychic", 14), ("type:fier", "fire", 10), ("weak to watr", "water", 11)])
    func typosInTypeWordsAreCorrectedOutLoud(query: String, type: String, typeID: Int) throws {
        let results = try search(query, limit: 5_000)
        #expect(results.corrections.contains { $0.hasSuffix("→ \(type)") }, "\(results.corrections)")
        #expect(!results.hits.isEmpty)
        if !query.hasPrefix("weak") {
            #expect(results.hits.allSatisfy { $0.pokemon.types.contains(type) })
        }
    }

    @Test func typeWordTyposAreNeverOtherLanguageNames() throws {
        let results = try search("gruond rock")
        #expect(results.corrections == ["gruond → ground"])
        #expect(results.hits.allSatisfy { Set($0.pokemon.types) == ["ground", "rock"] })
    }

    // MARK: Words around values

    @Test func fillerWordsMeanTheFieldNextToThem() throws {
        #expect(try ids("fire type") == ids("fire"))
        #expect(try ids("water types") == ids("water"))
        #expect(try ids("grass pokemon") == ids("grass"))
        #expect(try ids("type ghost") == ids("ghost"))
        #expect(try Set(ids("move surf")) == sql("SELECT pokemon_id FROM pokemon_move WHERE move_id = 57"))
        #expect(try Set(ids("learns surf")) == sql("SELECT pokemon_id FROM pokemon_move WHERE move_id = 57"))
        #expect(try Set(ids("ability levitate")) == sql("SELECT pokemon_id FROM pokemon_ability WHERE ability_id = 26"))
        #expect(try ids("type null").first == 772, "Type: Null stays a name")
    }

    @Test func genderWordsAfterANameMeanThatForm() throws {
        #expect(try ids("nidoran female").first == 29)
        #expect(try ids("nidoran male").first == 32)
        #expect(try ids("nidoran m").first == 32)
    }

    @Test func commasSeparateTerms() throws {
        #expect(try ids("ice, flying") == ids("ice flying"))
        #expect(try ids("water,ground") == ids("water ground"))
    }

    @Test func moreWaysPeopleWriteTheSame() throws {
        #expect(try ids("dragon pokemon") == ids("dragon"), "a type and a filler word, not the Dragon Pokémon genus")
        #expect(try Set(ids("grey steel")) == Set(ids("color:gray steel")))
        #expect(try Set(ids("atk over 150")) == sql("SELECT id FROM pokemon WHERE attack > 150"))
        #expect(try Set(ids("weight under 1")) == sql("SELECT id FROM pokemon WHERE weight < 10"))
        #expect(try Set(ids("bulbasaur's evolutions")) == Set(ids("bulbasaur evolutions")))
        #expect(try Set(ids("eevee evolution line")) == Set(ids("family:eevee")))
        #expect(try ids("show me the fastest water").first == ids("fastest water").first)
    }
}
