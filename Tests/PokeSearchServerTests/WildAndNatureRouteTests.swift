import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// The API's answers for issue 32's data: a Pokémon's detail says where it
/// is met in the wild, game by game; natures are searched and shown as the
/// other entities are; `game` restricts the places a search names.
@Suite struct WildAndNatureRouteTests {
    @Test func aPokemonsDetailSaysWhereToFindIt() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/pokemon/clefairy?lang=fr", method: .get) { response in
                #expect(response.status == .ok)
                let games = try #require(response.json["where_to_find"] as? [[String: Any]])
                let red = try #require(games.first { $0["version"] as? String == "red" })
                #expect(red["version_name"] as? String == "Rouge")
                let places = try #require(red["encounters"] as? [[String: Any]])
                let moon = try #require(places.first { $0["location"] as? String == "mt-moon" })
                #expect(moon["location_name"] as? String == "Mont Sélénite")
                #expect(moon["method"] as? String == "walk")
                #expect((moon["min_level"] as? Int ?? 0) > 0 && (moon["chance"] as? Int ?? 0) > 0)
                #expect(moon["area"] as? String != nil)
            }
        }
    }

    @Test func naturesAreSearchedAndShown() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/natures?q=speed", method: .get) { response in
                #expect(response.status == .ok)
                let hits = try #require(response.json["results"] as? [[String: Any]])
                #expect(Set(hits.compactMap { $0["name"] as? String }) == ["timid", "hasty", "jolly", "naive"])
                #expect(hits.allSatisfy { $0["raises"] as? String == "speed" && $0["kind"] as? String == "nature" })
            }
            try await client.execute(uri: "/api/natures/timid?lang=de", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.json["display_name"] as? String == "Scheu")
                #expect(response.json["lowers"] as? String == "attack" && response.json["likes_flavor"] as? String == "sweet")
            }
            try await client.execute(uri: "/api/natures/luckyday", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func aSearchAsksAboutPlacesInOneGame() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            var everywhere = 0
            try await client.execute(uri: "/api/search?q=mt+moon&limit=100", method: .get) { response in
                everywhere = response.json["total"] as? Int ?? 0
            }
            try await client.execute(uri: "/api/search?q=mt+moon&game=red&limit=100", method: .get) { response in
                #expect(response.status == .ok)
                let total = response.json["total"] as? Int ?? 0
                #expect(total > 0 && total < everywhere)
            }
            try await client.execute(uri: "/api/search?q=mt+moon&game=snap", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }
}
