import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `show` for moves, items, abilities and types on the default dataset, the
/// resolver behind it, and the JSON the server will expose.
@Suite struct EntityDetailTests {
    let pokedex: Pokedex
    let resolver: EntityResolver

    init() throws {
        pokedex = try TestPokedex.shared()
        resolver = EntityResolver(search: EntitySearch(pokedex: pokedex))
    }

    @Test func resolvesAnyKindByAnyName() throws {
        #expect(try resolver.resolve("move:thunderbolt")?.id == 85)
        #expect(try resolver.resolve("thunderbolt") == EntityReference(kind: .move, id: 85, name: "thunderbolt"))
        #expect(try resolver.resolve("Überreste") == EntityReference(kind: .item, id: 211, name: "leftovers"))
        #expect(try resolver.resolve("ability:lévitation")?.name == "levitate")
        #expect(try resolver.resolve("type:feu")?.name == "fire")
        #expect(try resolver.resolve("item:thunderbolt") == nil)
        #expect(try resolver.resolve("move:85")?.name == "thunderbolt")
        guard case .unknownEntity("thunderblot", .move, let suggestions) = try resolver.unknown("move:thunderblot") else {
            Issue.record("not an unknown move")
            return
        }
        #expect(suggestions.first == "thunderbolt")
    }

    @Test func moveDetailHasItsFactsAndLearners() throws {
        let detail = try EntityDetail.load(.move, id: 85, language: "fr", from: pokedex)
        #expect(detail.summary.displayName == "Tonnerre")
        #expect(detail.summary.power == 90 && detail.summary.accuracy == 100 && detail.summary.pp == 15)
        #expect(detail.summary.type == "electric" && detail.summary.category == "special" && detail.summary.generation == 1)
        #expect(detail.effect?.isEmpty == false && detail.flavorText?.isEmpty == false)
        #expect(detail.pokemon.contains { $0.name == "pikachu" })
        #expect(detail.names.contains { $0.language == "de" && $0.name == "Donnerblitz" })
    }

    @Test func abilityDetailMarksHiddenAbilities() throws {
        let levitate = try EntityDetail.load(.ability, id: 26, from: pokedex)
        #expect(levitate.pokemon.contains { $0.name == "latias" && $0.isHidden == false })
        let drizzle = try #require(try resolver.resolve("ability:drizzle"))
        let detail = try EntityDetail.load(.ability, id: drizzle.id, from: pokedex)
        #expect(detail.pokemon.contains { $0.name == "politoed" && $0.isHidden == true })
        #expect(detail.pokemon.contains { $0.name == "kyogre" && $0.isHidden == false })
    }

    @Test func itemDetailHasCategoryCostAndHolders() throws {
        let leftovers = try EntityDetail.load(.item, id: 211, language: "de", from: pokedex)
        #expect(leftovers.summary.displayName == "Überreste")
        #expect(leftovers.summary.category == "held-items" && leftovers.summary.pocket == "misc")
        #expect(leftovers.pokemon.contains { $0.name == "snorlax" })
    }

    @Test func typeChartAndTypeDetail() throws {
        let chart = try TypeChart.load(from: pokedex)
        #expect(chart.types.count == 18)
        #expect(chart.factor("fire", against: "grass") == 200)
        #expect(chart.factor("water", against: "fire") == 200)
        #expect(chart.factor("electric", against: "ground") == 0)
        #expect(chart.factor("normal", against: "normal") == 100)
        let fire = try TypeDetail.load(id: 10, from: pokedex)
        #expect(fire.type.name == "fire")
        #expect(fire.attacking[200]?.map(\.name).sorted() == ["bug", "grass", "ice", "steel"])
        #expect(fire.defending[200]?.map(\.name).sorted() == ["ground", "rock", "water"])
        #expect(fire.pokemonCount > 90 && fire.moveCount > 30)
    }

    @Test func entitiesEncodeToJSONWithStableKeys() throws {
        let encoder = JSONEncoder()
        let move = try EntityDetail.load(.move, id: 85, from: pokedex)
        let object = try #require(try JSONSerialization.jsonObject(with: encoder.encode(move)) as? [String: Any])
        #expect(object["kind"] as? String == "move" && object["id"] as? Int == 85 && object["name"] as? String == "thunderbolt")
        #expect(object["display_name"] as? String == "Thunderbolt" && object["power"] as? Int == 90)
        #expect(object["pokemon_count"] as? Int == move.pokemon.count && object["cost"] == nil)
        let chart = try #require(try JSONSerialization.jsonObject(with: encoder.encode(try TypeChart.load(from: pokedex))) as? [String: Any])
        let factors = try #require(chart["factors"] as? [String: [String: Double]])
        #expect(factors["fire"]?["grass"] == 2 && factors["electric"]?["ground"] == 0)
        let type = try #require(try JSONSerialization.jsonObject(with: encoder.encode(try TypeDetail.load(id: 10, from: pokedex))) as? [String: Any])
        #expect(type["kind"] as? String == "type" && (type["attacking"] as? [String: [String]])?["2"]?.contains("grass") == true)
    }

    @Test func aPokemonSearchWordAlsoNamingAnEntityIsFound() throws {
        #expect(try resolver.entities(named: "thunderbolt").map(\.name) == ["thunderbolt"])
        #expect(try resolver.entities(named: "Leftovers").map(\.kind) == [.item])
        #expect(try resolver.entities(named: "pikachu").isEmpty)
    }
}
