import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// What the web app shows in the data language comes in the API's answers:
/// type names on every result, learn methods and evolution items in a detail.
@Suite struct LocalizedAnswerTests {
    @Test func resultsNameTheirTypesInTheLanguage() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/search?q=charizard&limit=1&lang=fr", method: .get) { response in
                let results = try #require(response.json["results"] as? [[String: Any]])
                #expect(results.first?["types"] as? [String] == ["fire", "flying"])
                #expect(results.first?["type_names"] as? [String] == ["Feu", "Vol"])
            }
            try await client.execute(uri: "/api/list?limit=1", method: .get) { response in
                let results = try #require(response.json["results"] as? [[String: Any]])
                #expect(results.first?["type_names"] as? [String] == ["Grass", "Poison"])
            }
        }
    }

    @Test func aDetailNamesLearnMethodsAndEvolutionItemsInTheLanguage() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/pokemon/vaporeon?lang=fr", method: .get) { response in
                let learnset = try #require(response.json["learnset"] as? [[String: Any]])
                #expect(learnset.contains { $0["method"] as? String == "level-up" && $0["method_name"] as? String == "Montée de niveau" })
                let evolution = try #require(response.json["evolution"] as? [[String: Any]])
                let vaporeon = try #require(evolution.first { $0["name"] as? String == "vaporeon" })
                #expect(vaporeon["types"] as? [String] == ["water"])
                #expect(vaporeon["method"] as? String == "use water stone")
                let method = try #require((vaporeon["methods"] as? [[String: Any]])?.first)
                #expect(method["trigger"] as? String == "use-item")
                #expect((method["item"] as? [String: String])?["display_name"] == "Pierre Eau")
                #expect(method["min_level"] is NSNull && method["conditions"] is NSNull)
            }
        }
    }
}
