import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Moves, items and abilities searched on the default dataset: names in every
/// language, diacritics, prefixes, typos, ranking, fields and their errors.
@Suite struct EntitySearchTests {
    let search: EntitySearch

    init() throws {
        search = EntitySearch(pokedex: try TestPokedex.shared())
    }

    func names(_ kind: EntityKind, _ query: String, limit: Int = 20, sort: EntitySortKey? = nil, descending: Bool = false) throws -> [String] {
        try search.search(EntityRequest(kind: kind, query: query, limit: limit, sort: sort, descending: descending)).hits.map(\.entity.name)
    }

    @Test func movesByNameInEveryLanguage() throws {
        #expect(try names(.move, "thunderbolt").first == "thunderbolt")
        #expect(try names(.move, "Donnerblitz").first == "thunderbolt")
        #expect(try names(.move, "10まんボルト").first == "thunderbolt")
        #expect(try names(.move, "１０まんボルト").first == "thunderbolt")
        #expect(try names(.move, "fatal-foudre").first == "thunder")
        #expect(try names(.move, "Fatal Foudre").first == "thunder")
        #expect(try names(.move, "tonnerre").first == "thunderbolt")
    }

    @Test func itemsAndAbilitiesWithDiacriticsOrWithout() throws {
        #expect(try names(.item, "Überreste").first == "leftovers")
        #expect(try names(.item, "uberreste").first == "leftovers")
        #expect(try names(.item, "leftovers").first == "leftovers")
        #expect(try names(.ability, "lévitation").first == "levitate")
        #expect(try names(.ability, "levitation").first == "levitate")
        #expect(try names(.ability, "ふゆう").first == "levitate")
    }

    @Test func rankingPutsExactNamesBeforePrefixesBeforeWordsBeforeEffects() throws {
        let results = try search.search(EntityRequest(kind: .move, query: "thunder", limit: 200))
        #expect(results.hits.first?.entity.name == "thunder")
        #expect(results.hits.first?.match == .exactName)
        let matches = results.hits.map(\.match)
        #expect(matches == matches.sorted())
        #expect(results.hits.contains { $0.entity.name == "thunderbolt" && $0.match == .namePrefix })
        #expect(results.hits.contains { $0.entity.name == "thunder-punch" })
        // A word only the effect text has: moves after which the user must recharge.
        let recharge = try search.search(EntityRequest(kind: .move, query: "recharge", limit: 500))
        #expect(recharge.hits.contains { $0.entity.name == "hyper-beam" && $0.match == .effectText })
        // `paralyze` is the class of moves that may paralyze (MoveClassTests), not a word of their texts.
        let paralyze = try search.search(EntityRequest(kind: .move, query: "paralyze", limit: 500))
        #expect(paralyze.hits.contains { $0.entity.name == "thunderbolt" && $0.match == .filter })
    }

    @Test func lastWordIsAPrefix() throws {
        #expect(try names(.move, "thunderb").first == "thunderbolt")
        #expect(try names(.item, "leftov").first == "leftovers")
        #expect(try names(.ability, "levit").first == "levitate")
    }

    @Test func typosAreCorrectedWithANotice() throws {
        let results = try search.search(EntityRequest(kind: .move, query: "thunderblot"))
        #expect(results.hits.first?.entity.name == "thunderbolt")
        #expect(results.corrections == ["thunderblot → thunderbolt"])
        #expect(try names(.item, "leftovrs").first == "leftovers")
        #expect(try names(.ability, "levitat").first == "levitate")
        #expect(try search.search(EntityRequest(kind: .move, query: "thunderbolt")).corrections.isEmpty)
    }

    @Test func moveFields() throws {
        let electric = try search.search(EntityRequest(kind: .move, query: "type:electric category:special power>=90", limit: 100))
        #expect(electric.hits.map(\.entity.name).contains("thunderbolt"))
        #expect(electric.hits.allSatisfy { $0.entity.type == "electric" && $0.entity.category == "special" && ($0.entity.power ?? 0) >= 90 })
        #expect(try names(.move, "type:elektro category:physical", limit: 200).contains("thunder-punch"))
        #expect(try names(.move, "priority>3", limit: 50).allSatisfy { !$0.isEmpty })
        let quick = try search.search(EntityRequest(kind: .move, query: "priority>0 type:normal", limit: 100)).hits
        #expect(quick.contains { $0.entity.name == "quick-attack" } && quick.allSatisfy { ($0.entity.priority ?? 0) > 0 })
        let accurate = try search.search(EntityRequest(kind: .move, query: "accuracy>95 pp>30", limit: 500)).hits
        #expect(!accurate.isEmpty && accurate.allSatisfy { ($0.entity.accuracy ?? 0) > 95 && ($0.entity.pp ?? 0) > 30 })
        let gen4 = try search.search(EntityRequest(kind: .move, query: "gen:4", limit: 1000)).hits
        #expect(gen4.contains { $0.entity.name == "aura-sphere" } && gen4.allSatisfy { $0.entity.generation == 4 })
        #expect(try names(.move, "-type:electric thunder", limit: 100).allSatisfy { !["thunder", "thunderbolt"].contains($0) })
    }

    @Test func itemAndAbilityFields() throws {
        let held = try search.search(EntityRequest(kind: .item, query: "category:held-items", limit: 1000)).hits
        #expect(held.contains { $0.entity.name == "leftovers" } && held.allSatisfy { $0.entity.category == "held-items" })
        let medicine = try search.search(EntityRequest(kind: .item, query: "category:medicine", limit: 1000)).hits
        #expect(medicine.contains { $0.entity.name == "potion" } && medicine.allSatisfy { $0.entity.pocket == "medicine" || $0.entity.category == "medicine" })
        // The dump prices few items: those it prices below 1000.
        let cheap = try search.search(EntityRequest(kind: .item, query: "cost<1000", limit: 1000)).hits
        #expect(!cheap.isEmpty && cheap.allSatisfy { ($0.entity.cost ?? .max) < 1000 })
        let gen3 = try search.search(EntityRequest(kind: .ability, query: "gen:3", limit: 1000)).hits
        #expect(gen3.contains { $0.entity.name == "levitate" } && gen3.allSatisfy { $0.entity.generation == 3 })
    }

    /// An ability one evolutionary line alone has, as a signature move is one it alone learns.
    @Test func signatureAbilities() throws {
        let expected = try DexFacts.ids("""
            SELECT pa.ability_id FROM pokemon_ability pa JOIN pokemon p ON p.id = pa.pokemon_id JOIN species s ON s.id = p.species_id
             GROUP BY pa.ability_id HAVING COUNT(DISTINCT s.evolution_chain_id) = 1
            """)
        #expect(expected.count > 50)
        for query in ["signature abilities", "signature", "unique abilities"] {
            let found = try search.search(EntityRequest(kind: .ability, query: query, limit: 1_000)).hits.map(\.entity.id)
            #expect(Set(found) == expected, "\(query)")
        }
        #expect(try names(.ability, "signature", limit: 1_000).contains("wonder-guard"))
        #expect(try !names(.ability, "signature", limit: 1_000).contains("intimidate"))
    }

    /// Groups no item category holds: the weather rocks, the terrain seeds, the items held through a trade to evolve.
    @Test func itemGroupsPlayersName() throws {
        #expect(try Set(names(.item, "weather rocks")) == ["damp-rock", "heat-rock", "smooth-rock", "icy-rock"])
        #expect(try Set(names(.item, "terrain seeds")) == ["electric-seed", "grassy-seed", "misty-seed", "psychic-seed"])
        let trade = try Set(DexFacts.ids("""
            SELECT i.id FROM item i WHERE i.name IN (SELECT held_item FROM evolution WHERE trigger = 'trade')
            """))
        #expect(trade.count > 10)
        for query in ["trade evolution items", "items for trade evolution", "trade items"] {
            let found = try search.search(EntityRequest(kind: .item, query: query, limit: 100)).hits.map(\.entity.id)
            #expect(Set(found) == trade, "\(query)")
        }
        #expect(try names(.item, "trade evolution items").contains("metal-coat"))
        // A rock's own name stays its name.
        #expect(try names(.item, "heat rock") == ["heat-rock"])
    }

    @Test func unknownFieldsAndValuesNameThePositionAndTheClosest() throws {
        #expect(throws: EntityError.unknownField("powr", kind: .move, position: 1, suggestion: "power",
                                                 fields: ["type", "category", "power", "accuracy", "pp", "priority", "gen",
                                                          "is", "inflicts", "raises", "lowers"])) {
            try search.search(EntityRequest(kind: .move, query: "powr>80"))
        }
        #expect(throws: EntityError.unknownValue(field: "type", value: "fiire", position: 9, suggestion: "fire")) {
            try search.search(EntityRequest(kind: .move, query: "thunder type:fiire"))
        }
        #expect(throws: EntityError.unknownValue(field: "category", value: "phisical", position: 1, suggestion: "physical")) {
            try search.search(EntityRequest(kind: .move, query: "category:phisical"))
        }
        #expect(throws: EntityError.self) { try search.search(EntityRequest(kind: .ability, query: "power>80")) }
        #expect(throws: EntityError.badNumber(field: "cost", value: "cheap", position: 1)) {
            try search.search(EntityRequest(kind: .item, query: "cost:cheap"))
        }
    }

    @Test func listingPagesAndSorts() throws {
        let all = try search.search(EntityRequest(kind: .ability, limit: 5))
        #expect(all.totalMatches > 300 && all.hits.map(\.entity.id) == [1, 2, 3, 4, 5])
        let page2 = try search.search(EntityRequest(kind: .ability, limit: 5, offset: 5))
        #expect(page2.hits.map(\.entity.id) == [6, 7, 8, 9, 10])
        let strongest = try search.search(EntityRequest(kind: .move, query: "type:electric", limit: 3, sort: .power, descending: true)).hits
        let powers: [Int] = strongest.map { $0.entity.power ?? 0 }
        #expect(powers == powers.sorted(by: >))
        #expect(try search.search(EntityRequest(kind: .move, language: "fr")).hits.first?.entity.displayName == "Écras’Face")
    }

    @Test func displayNamesFollowTheLanguage() throws {
        let hit = try #require(try search.search(EntityRequest(kind: .move, query: "thunderbolt", language: "de")).hits.first)
        #expect(hit.entity.displayName == "Donnerblitz")
        #expect(hit.entity.name == "thunderbolt")
    }
}
