import Foundation
import GRDB
import Hummingbird
@testable import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

@Suite struct TrainerRouteTests {
    @Test func favoritesAreAddedListedAndRemoved() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let cookie = try await client.signUp("ash")
            for id in [25, 6] {
                try await client.execute(uri: "/api/me/favorites/\(id)", method: .put, headers: ServerTest.headers(cookie: cookie)) { response in
                    #expect(response.status == .ok)
                    #expect(response.json["favorite"] as? Bool == true)
                }
            }
            try await client.execute(uri: "/api/me/favorites/ids", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["ids"] as? [Int] == [6, 25])
            }
            try await client.execute(uri: "/api/me/favorites?limit=1", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                let json = response.json
                #expect(json["total"] as? Int == 2)
                #expect((json["results"] as? [[String: Any]])?.map { $0["name"] as? String } == ["charizard"])
            }
            try await client.execute(uri: "/api/search?q=&favorites=true", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["total"] as? Int == 2)
            }
            try await client.execute(uri: "/api/search?q=fire&favorites=true", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect((response.json["results"] as? [[String: Any]])?.map { $0["id"] as? Int } == [6])
            }
            try await client.execute(uri: "/api/pokemon/25", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["favorite"] as? Bool == true)
                #expect(response.headers[.cacheControl] == "no-store")
            }
            try await client.execute(uri: "/api/me/favorites/25", method: .delete, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["favorite"] as? Bool == false)
            }
            try await client.execute(uri: "/api/me/favorites/25", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["favorite"] as? Bool == false)
            }
            try await client.execute(uri: "/api/me/favorites/99999", method: .put, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func aCatchIsRefusedTwiceAndReleased() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let cookie = try await client.signUp("gary")
            try await client.execute(uri: "/api/me/backpack/25", method: .post, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .created)
                #expect((response.json["caught_at"] as? String)?.hasSuffix("Z") == true)
            }
            try await client.execute(uri: "/api/me/backpack/25", method: .post, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .conflict)
                #expect(response.errorMessage?.hasPrefix("Pikachu is already in the backpack (caught ") == true)
            }
            try await client.execute(uri: "/api/me/backpack/1", method: .post, headers: ServerTest.headers(cookie: cookie)) { _ in }
            try await client.execute(uri: "/api/me/backpack", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                let results = try #require(response.json["results"] as? [[String: Any]])
                #expect(results.map { $0["id"] as? Int } == [1, 25])
                #expect(results.allSatisfy { $0["caught_at"] is String })
            }
            try await client.execute(uri: "/api/pokemon/25", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["caught_at"] is String)
            }
            try await client.execute(uri: "/api/me/backpack/25", method: .delete, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/api/me/backpack/25", method: .delete, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func everyTrainerRouteNeedsASession() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let routes: [(HTTPRequest.Method, String)] = [
                (.get, "/api/me"), (.get, "/api/me/favorites"), (.get, "/api/me/favorites/ids"), (.get, "/api/me/favorites/25"),
                (.put, "/api/me/favorites/25"), (.delete, "/api/me/favorites/25"), (.get, "/api/me/backpack"),
                (.post, "/api/me/backpack/25"), (.delete, "/api/me/backpack/25"),
            ]
            for cookie in [nil, "pokesearch_session=" + String(repeating: "0", count: 64)] {
                for (method, uri) in routes {
                    try await client.execute(uri: uri, method: method, headers: ServerTest.headers(cookie: cookie)) { response in
                        #expect(response.status == .unauthorized, "\(method) \(uri)")
                    }
                }
            }
        }
    }

    @Test func oneTrainerNeverSeesOrChangesAnothersData() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let misty = try await client.signUp("misty")
            let brock = try await client.signUp("brock")
            try await client.execute(uri: "/api/me/favorites/120", method: .put, headers: ServerTest.headers(cookie: misty)) { _ in }
            try await client.execute(uri: "/api/me/backpack/121", method: .post, headers: ServerTest.headers(cookie: misty)) { _ in }
            // Brock sees none of it, whatever he asks, and his changes touch only his own.
            for uri in ["/api/me/favorites/ids", "/api/me/favorites", "/api/me/backpack", "/api/search?q=&favorites=true",
                        "/api/me/favorites/ids?trainer=misty", "/api/me/backpack?trainer=misty"] {
                try await client.execute(uri: uri, method: .get, headers: ServerTest.headers(cookie: brock)) { response in
                    let json = response.json
                    #expect((json["ids"] as? [Int] ?? []).isEmpty, "\(uri)")
                    #expect((json["results"] as? [Any] ?? []).isEmpty, "\(uri)")
                }
            }
            try await client.execute(uri: "/api/me/favorites/120", method: .delete, headers: ServerTest.headers(cookie: brock)) { _ in }
            try await client.execute(uri: "/api/me/backpack/121", method: .delete, headers: ServerTest.headers(cookie: brock)) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/api/pokemon/121", method: .get, headers: ServerTest.headers(cookie: brock)) { response in
                #expect(response.json["caught_at"] is NSNull)
            }
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: misty)) { response in
                let json = response.json
                #expect(json["favorites"] as? Int == 1 && json["catches"] as? Int == 1)
            }
        }
    }

    @Test func aReimportWhileServingIsServedAndKeepsUserData() async throws {
        let location = try TestPokedex.freshLocation()
        let pokedex = try Pokedex(location: location, access: .server)
        try await ServerTest.app(pokedex: pokedex).serveOnLoopback { client in
            let cookie = try await client.signUp("oak")
            try await client.execute(uri: "/api/me/favorites/25", method: .put, headers: ServerTest.headers(cookie: cookie)) { _ in }
            let before = try await client.execute(uri: "/api/pokemon/25", method: .get) { response in
                #expect(response.json["height_m"] as? Double == 0.4)
                return try #require(response.headers[.eTag])
            }

            // A new Pokédex is built beside the served file and renamed over it, as an import does.
            let replacement = try TestPokedex.freshLocation()
            let writer = try DatabaseQueue(path: replacement.databasePath)
            try await writer.write { db in
                try db.execute(sql: "UPDATE pokemon SET height = 5 WHERE id = 25")
                try db.execute(sql: "UPDATE dataset_info SET value = '2030-01-02T03:04:05Z' WHERE key = 'imported_at'")
            }
            try writer.close()
            #expect(rename(replacement.databasePath, location.databasePath) == 0)

            try await client.execute(uri: "/api/pokemon/25", method: .get, headers: [.ifNoneMatch: before]) { response in
                #expect(response.status == .ok, "the old validator no longer matches")
                #expect(response.json["height_m"] as? Double == 0.5, "the new file is served")
                #expect(response.headers[.lastModified] == "Wed, 02 Jan 2030 03:04:05 GMT")
            }
            try await client.execute(uri: "/api/me/favorites/ids", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["ids"] as? [Int] == [25])
            }
            try await client.execute(uri: "/api/search?q=pikachu", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }
}
