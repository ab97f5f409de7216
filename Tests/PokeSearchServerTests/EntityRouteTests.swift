import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

@Suite struct EntityRouteTests {
    @Test func movesAreSearchedWithTheirFieldsAndSorted() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/moves?q=type:electric+category:special+power>=90&sort=power&order=desc&limit=3",
                                     method: .get) { response in
                #expect(response.status == .ok)
                let hits = try #require(response.json["results"] as? [[String: Any]])
                #expect(hits.count == 3)
                let powers = hits.compactMap { $0["power"] as? Int }
                #expect(powers == powers.sorted(by: >) && powers.allSatisfy { $0 >= 90 })
                #expect(hits.allSatisfy { $0["type"] as? String == "electric" && $0["kind"] as? String == "move" })
                #expect(response.json["sort"] as? String == "power" && response.json["order"] as? String == "desc")
            }
        }
    }

    @Test func anItemIsFoundByItsGermanNameAndShownInGerman() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/items?q=%C3%BCberreste", method: .get) { response in
                let hits = try #require(response.json["results"] as? [[String: Any]])
                #expect(hits.first?["name"] as? String == "leftovers")
            }
            try await client.execute(uri: "/api/items/leftovers?lang=de", method: .get) { response in
                #expect(response.json["display_name"] as? String == "Überreste")
                #expect(response.headers[.eTag] != nil)
            }
        }
    }

    @Test func searchesAnswerAsAPISearchDoes() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/moves?q=thundrbolt&limit=3", method: .get) { response in
                let json = response.json
                #expect(json["corrections"] as? [[String: String]] == [["from": "thundrbolt", "to": "thunderbolt"]])
                #expect(json["showing_results_for"] as? String == "thunderbolt")
                #expect(json["query"] as? String == "thundrbolt" && json["limit"] as? Int == 3 && json["offset"] as? Int == 0)
                #expect(json["did_you_mean"] as? [String] == [])
                let first = try #require((json["results"] as? [[String: Any]])?.first)
                #expect(first["name"] as? String == "thunderbolt")
                // How it matched is `explain=true`'s, as `--explain` adds it on the command line.
                #expect(first["match"] == nil && first["matched_name"] == nil)
            }
            try await client.execute(uri: "/api/moves?q=thunderbolt&explain=true", method: .get) { response in
                let first = try #require((response.json["results"] as? [[String: Any]])?.first)
                #expect(first["match"] as? String == "exact-name")
            }
        }
    }

    @Test func typesAnswerTheChartAndOneTypesMatchups() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/types", method: .get) { response in
                let factors = try #require(response.json["factors"] as? [String: [String: Double]])
                #expect(factors["water"]?["fire"] == 2)
                #expect(factors["normal"]?["ghost"] == 0)
            }
            try await client.execute(uri: "/api/types/fire", method: .get) { response in
                // Keyed as a Pokémon's matchups are: "2", "0.5", "0".
                let defending = try #require(response.json["defending"] as? [String: [String]])
                #expect(defending["2"]?.contains("water") == true)
                #expect(Set(defending.keys) == ["2", "0.5", "0"])
            }
        }
    }

    @Test func unknownNamesAndFieldsAreClearErrors() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/moves/thunderblot", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try #require(response.json["error"] as? [String: Any])
                #expect((error["suggestions"] as? [String])?.first == "thunderbolt")
            }
            try await client.execute(uri: "/api/abilities?q=powr:3", method: .get) { response in
                #expect(response.status == .badRequest)
                let error = try #require(response.json["error"] as? [String: Any])
                #expect(error["position"] as? Int == 1)
            }
            try await client.execute(uri: "/api/moves?sort=loudness", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }
}
