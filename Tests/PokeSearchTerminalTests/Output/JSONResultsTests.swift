import Foundation
import Testing
@testable import PokeSearch
@testable import PokeSearchTerminal
import PokeSearchTestSupport

/// The JSON scripts rely on: keys and types checked by decoding it back.
@Suite struct JSONResultsTests {
    private func objects(_ json: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test func searchHitsCarryTheStableKeys() throws {
        let results = try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: "pikachu", limit: 3))
        let first = try #require(try objects(JSONResults.encode(results.hits)).first)
        #expect(first["id"] as? Int == 25)
        #expect(first["name"] as? String == "pikachu")
        #expect(first["species_id"] as? Int == 25)
        #expect(first["types"] as? [String] == ["electric"])
        #expect(first["score"] is Double || first["score"] is Int)
        for key in ["display_name", "hp", "attack", "defense", "sp_attack", "sp_defense", "speed", "total", "height_m", "weight_kg"] {
            #expect(first[key] != nil, "missing \(key)")
        }
        // One set of units: no decimetres or hectograms beside them.
        #expect(first["height"] == nil && first["weight"] == nil)
    }

    @Test func aNamedFormIsAFormObject() throws {
        let results = try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: "gastrodon east", limit: 1))
        let first = try #require(try objects(JSONResults.encode(results.hits)).first)
        #expect(first["name"] as? String == "gastrodon")
        let form = try #require(first["form"] as? [String: Any])
        #expect(form["name"] as? String == "gastrodon-east")
        #expect(form["id"] is Int)
        #expect((form["display_name"] as? String)?.contains("East") == true)
        let plain = try #require(try objects(JSONResults.encode(
            SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: "gastrodon", limit: 1)).hits)).first)
        #expect(plain["form"] == nil)
    }

    @Test func explanationsAreTheEnginesValues() throws {
        let engine = try SearchEngine(pokedex: TestPokedex.shared())
        let hits = try engine.search(SearchRequest(query: "type:fire charizard", limit: 1, explain: true)).hits
        let first = try #require(try objects(JSONResults.encode(hits, explain: true)).first)
        let reasons = try #require(first["explanation"] as? [[String: Any]])
        // One object per reason, keyed by its case, as `RankingReason` encodes it: no English.
        let kinds = reasons.compactMap(\.keys.first)
        #expect(kinds.first == "exactName" && kinds.contains("filters") && kinds.last == "tie", "\(kinds)")
        let exact = try #require(reasons.first?["exactName"] as? [String: Any])
        #expect(exact["_0"] as? String == "charizard" && exact["defaultForm"] as? Bool == true)
        #expect(try objects(JSONResults.encode(hits)).first?["explanation"] == nil)
    }

    @Test func listingsAreArraysAndBackpacksHaveCatchDates() throws {
        let pokedex = try TestPokedex.fresh()
        let ash = "ash"
        try Backpack(pokedex: pokedex, trainer: ash).catch(PokemonResolver(pokedex: pokedex).resolve("mew"),
                                                          now: Date(timeIntervalSince1970: 1_800_000_000))
        let listing = PokedexListing(pokedex: pokedex)
        let all = try objects(JSONResults.encode(listing.page(ListingRequest(pagination: Pagination(limit: 3)))))
        #expect(all.map { $0["id"] as? Int } == [1, 2, 3])
        #expect(all.allSatisfy { $0["caught_at"] == nil && $0["score"] == nil })
        let caught = try objects(JSONResults.encode(listing.page(ListingRequest(scope: .backpack(ash), pagination: Pagination()))))
        #expect(caught.first?["caught_at"] as? String == "2027-01-15T08:00:00Z")
        #expect(try objects(JSONResults.encode(listing.page(ListingRequest(scope: .favorites(ash), pagination: Pagination())))).isEmpty)
    }

    @Test func showIsOneObject() throws {
        let pokedex = try TestPokedex.shared()
        let detail = try PokemonDetail.load(PokemonResolver(pokedex: pokedex).resolve("charizard"), from: pokedex)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONResults.encode(detail).utf8)) as? [String: Any])
        #expect(object["id"] as? Int == 6)
        #expect(object["height_m"] as? Double == 1.7)
        #expect((object["matchups"] as? [String: [String]])?["4"] == ["rock"])
        #expect((object["stats"] as? [String: Int])?["total"] == 534)
        #expect((object["abilities"] as? [[String: Any]])?.last?["is_hidden"] as? Bool == true)
        #expect((object["evolution"] as? [[String: Any]])?.count == 3)
        #expect((object["sprites"] as? [String: String])?["official-artwork"] != nil)
        #expect(object["caught_at"] == nil)
    }

    @Test func trainersEncodeWithDates() throws {
        let trainers = [TrainerSummary(name: "ash", createdAt: Date(timeIntervalSince1970: 0), favorites: 2, catches: 1)]
        #expect(try JSONResults.encode(trainers) == """
            [
              {
                "catches" : 1,
                "created_at" : "1970-01-01T00:00:00Z",
                "favorites" : 2,
                "name" : "ash"
              }
            ]
            """)
    }
}
