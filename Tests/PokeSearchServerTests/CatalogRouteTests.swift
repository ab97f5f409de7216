import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

@Suite struct CatalogRouteTests {
    @Test func searchAnswersTheCLIsObjectsWithNotices() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/search?q=charizrd&limit=5", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let json = response.json
                let results = try #require(json["results"] as? [[String: Any]])
                #expect(results.first?["name"] as? String == "charizard")
                #expect(results.first?["score"] is Double)
                #expect(results.first?["types"] as? [String] == ["fire", "flying"])
                #expect(json["limit"] as? Int == 5)
                #expect(json["order"] as? String == "asc")
                #expect(json["sort"] is NSNull)
                let corrections = try #require(json["corrections"] as? [[String: String]])
                #expect(corrections == [["from": "charizrd", "to": "charizard"]])
                #expect(json["showing_results_for"] as? String == "charizard")
            }
        }
    }

    /// Words that sort (`slowest water`) say so, for the web app's sort box;
    /// a request's own sort wins and is not said twice.
    @Test func theSortTheWordsAskForIsSaid() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for (uri, sort, order) in [("/api/search?q=slowest+water", "speed", "asc"), ("/api/search?q=physical+attackers", "attack", "desc"),
                                       ("/api/search?q=water", nil, nil), ("/api/search?q=slowest+water&sort=name", nil, nil),
                                       ("/api/moves?q=strongest+fire+moves", "power", "desc"), ("/api/moves?q=fire", nil, nil)] as [(String, String?, String?)] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok, "\(uri)")
                    let json = response.json
                    #expect(json["sort_from_words"] as? String == sort, "\(uri)")
                    #expect(json["order_from_words"] as? String == order, "\(uri)")
                    if sort == nil {
                        #expect(json["sort_from_words"] is NSNull && json["order_from_words"] is NSNull, "\(uri): null, not missing")
                    }
                }
            }
        }
    }

    @Test func queryStringsAreReadAsBrowsersWriteThem() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            // URLSearchParams writes a space as `+`; `%2B` is a plus.
            for (uri, query) in [("/api/search?q=fire+dragon", "fire dragon"), ("/api/search?q=fire%20dragon", "fire dragon"),
                                 ("/api/search?q=fire%7Cwater+%2Bx", "fire|water +x")] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.json["query"] as? String == query, "\(uri)")
                }
            }
            try await client.execute(uri: "/api/search?q=fire+dragon", method: .get) { response in
                #expect(response.json["total"] as? Int == 4)
            }
        }
    }

    @Test func aBadQueryIsA400WithItsPositionAndSuggestion() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/search?q=tpye:fire", method: .get) { response in
                #expect(response.status == .badRequest)
                let error = try #require(response.json["error"] as? [String: Any])
                #expect((error["message"] as? String)?.hasPrefix("unknown field 'tpye:' at position 1") == true)
                #expect(error["position"] as? Int == 1)
                #expect(error["suggestions"] as? [String] == ["type:"])
            }
            for uri in ["/api/search?q=", "/api/search?q=fire&limit=abc", "/api/search?q=fire&sort=colour",
                        "/api/search?q=fire&order=up", "/api/search?q=fire&lang=xx", "/api/list?limit=0",
                        "/api/random?seed=-1", "/api/search?q=fire&favorites=maybe"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .badRequest, "\(uri)")
                    #expect(response.errorMessage?.isEmpty == false, "\(uri)")
                }
            }
        }
    }

    @Test func favoritesInASearchNeedASession() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/search?q=&favorites=true", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func detailHasEverySectionAndItsNeighbours() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/pokemon/charizard?lang=fr", method: .get) { response in
                #expect(response.status == .ok)
                let json = response.json
                #expect(json["id"] as? Int == 6)
                #expect(json["display_name"] as? String == "Dracaufeu")
                #expect(json["favorite"] as? Bool == false)
                #expect(json["caught_at"] is NSNull)
                #expect((json["previous"] as? [String: Any])?["id"] as? Int == 5)
                #expect((json["next"] as? [String: Any])?["name"] as? String == "squirtle")
                #expect((json["stats"] as? [String: Any])?["total"] as? Int == 534)
                #expect((json["evolution"] as? [[String: Any]])?.count == 3)
                #expect((json["sprites"] as? [String: Any])?["official-artwork"] is String)
            }
            try await client.execute(uri: "/api/pokemon/1", method: .get) { response in
                #expect(response.json["previous"] is NSNull)
            }
        }
    }

    @Test func anUnknownPokemonIsA404WithSuggestions() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/pokemon/pikachoo", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try #require(response.json["error"] as? [String: Any])
                #expect((error["suggestions"] as? [String])?.first == "pikachu")
            }
        }
    }

    @Test func listPagesNeverOverlap() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            var seen: [Int] = []
            for offset in stride(from: 0, to: 60, by: 20) {
                try await client.execute(uri: "/api/list?limit=20&offset=\(offset)&forms=false", method: .get) { response in
                    let json = response.json
                    #expect(json["total"] as? Int ?? 0 > 1000)
                    seen += (json["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
                }
            }
            #expect(seen == Array(1...60))
        }
    }

    @Test func aSeedMakesTheEncounterReproducible() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            var met: [Int] = []
            for _ in 0..<2 {
                try await client.execute(uri: "/api/random?q=type:water&seed=42", method: .get) { response in
                    #expect(response.status == .ok)
                    met.append(response.json["id"] as? Int ?? 0)
                    #expect(response.headers[.cacheControl] == "no-store")
                }
            }
            #expect(met[0] == met[1])
            try await client.execute(uri: "/api/random?q=type:water%20type:fire%20type:grass", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func languagesAreNamedInThemselves() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: "/api/languages", method: .get) { response in
                let languages = try #require(response.json["languages"] as? [[String: String]])
                #expect(languages.first == ["name": "en", "display_name": "English"])
                #expect(languages.contains(["name": "fr", "display_name": "Français"]))
            }
        }
    }

    @Test func anUnchangedCatalogueAnswersA304() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let etag = try await client.execute(uri: "/api/search?q=pikachu", method: .get) { response in
                #expect(response.headers[.lastModified] != nil)
                #expect(response.headers[.cacheControl] == "no-cache")
                return try #require(response.headers[.eTag])
            }
            for uri in ["/api/search?q=pikachu", "/api/list", "/api/pokemon/25", "/api/languages"] {
                try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: etag]) { response in
                    #expect(response.status == .notModified, "\(uri)")
                    #expect(response.body.readableBytes == 0)
                }
            }
            try await client.execute(uri: "/api/search?q=pikachu", method: .get, headers: [.ifNoneMatch: "\"other\""]) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func largeAnswersAreGzippedWhenAccepted() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let plain = try await client.execute(uri: "/api/list?limit=50", method: .get) { response in
                #expect(response.headers[.contentEncoding] == nil)
                return Data(response.body.readableBytesView)
            }
            try await client.execute(uri: "/api/list?limit=50", method: .get, headers: [.acceptEncoding: "gzip, deflate"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary] == "Accept-Encoding")
                let gzipped = Data(response.body.readableBytesView)
                #expect(gzipped.count < plain.count / 3)
                let unzipped = try Gunzip.decompress(gzipped)
                #expect(unzipped == plain)
            }
            try await client.execute(uri: "/api/list?limit=50", method: .get, headers: [.acceptEncoding: "gzip;q=0"]) { response in
                #expect(response.headers[.contentEncoding] == nil)
            }
        }
    }
}
