import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PokeSearchServer

@Suite struct EntityRouteTests {
    @Test func movesAreSearchedWithTheirFieldsAndSorted() async throws {
        try await ServerTest.app().test(.router) { client in
            try await client.execute(uri: "/api/moves?q=type:electric+category:special+power>=90&sort=power&order=desc&limit=3",
                                     method: .get) { response in
                #expect(response.status == .ok)
                let hits = try #require(response.json["hits"] as? [[String: Any]])
                #expect(hits.count == 3)
                let powers = hits.compactMap { $0["power"] as? Int }
                #expect(powers == powers.sorted(by: >) && powers.allSatisfy { $0 >= 90 })
                #expect(hits.allSatisfy { $0["type"] as? String == "electric" && $0["kind"] as? String == "move" })
            }
        }
    }

    @Test func anItemIsFoundByItsGermanNameAndShownInGerman() async throws {
        try await ServerTest.app().test(.router) { client in
            try await client.execute(uri: "/api/items?q=%C3%BCberreste", method: .get) { response in
                let hits = try #require(response.json["hits"] as? [[String: Any]])
                #expect(hits.first?["name"] as? String == "leftovers")
            }
            try await client.execute(uri: "/api/items/leftovers?lang=de", method: .get) { response in
                #expect(response.json["display_name"] as? String == "Überreste")
                #expect(response.headers[.eTag] != nil)
            }
        }
    }

    @Test func typesAnswerTheChartAndOneTypesMatchups() async throws {
        try await ServerTest.app().test(.router) { client in
            try await client.execute(uri: "/api/types", method: .get) { response in
                let factors = try #require(response.json["factors"] as? [String: [String: Double]])
                #expect(factors["water"]?["fire"] == 2)
                #expect(factors["normal"]?["ghost"] == 0)
            }
            try await client.execute(uri: "/api/types/fire", method: .get) { response in
                let defending = try #require(response.json["defending"] as? [String: [String]])
                #expect(defending["2.0"]?.contains("water") == true)
            }
        }
    }

    @Test func unknownNamesAndFieldsAreClearErrors() async throws {
        try await ServerTest.app().test(.router) { client in
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
