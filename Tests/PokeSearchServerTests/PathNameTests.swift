import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// Names in paths arrive percent-encoded (curl, browsers and `fetch` encode
/// accents, kana and spaces): every route that takes a name decodes it and
/// resolves it as the command line does.
@Suite struct PathNameTests {
    @Test(arguments: [
        ("/api/pokemon/salam%C3%A8che", 4), ("/api/pokemon/%E3%83%94%E3%82%AB%E3%83%81%E3%83%A5%E3%82%A6", 25),
        ("/api/pokemon/mr%20mime", 122), ("/api/pokemon/Mr.%20Mime", 122), ("/api/pokemon/%C3%89voli", 133),
    ])
    func pokemonNamesAreDecoded(uri: String, id: Int) async throws {
        try await ServerTest.app().serveOnLoopback { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok, "\(uri): \(response.errorMessage ?? "")")
                #expect(response.json["id"] as? Int == id, "\(uri)")
            }
        }
    }

    @Test func entityNamesAreDecoded() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for (uri, name) in [("/api/moves/%C3%A9clair", "thunder-shock"), ("/api/moves/%EF%BC%91%EF%BC%90%E3%81%BE%E3%82%93%E3%83%9C%E3%83%AB%E3%83%88", "thunderbolt"),
                                ("/api/moves/thunder%20shock", "thunder-shock"), ("/api/items/%C3%BCberreste", "leftovers"),
                                ("/api/abilities/statik", "static"), ("/api/types/%C3%A9lectrik", "electric")] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok, "\(uri): \(response.errorMessage ?? "")")
                    #expect(response.json["name"] as? String == name, "\(uri)")
                }
            }
        }
    }

    @Test func favoritesAndTheBackpackTakeEncodedNames() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let cookie = try await client.signUp("misty")
            let headers = ServerTest.headers(cookie: cookie)
            try await client.execute(uri: "/api/me/favorites/mr%20mime", method: .put, headers: headers) { response in
                #expect(response.status == .ok, "\(response.errorMessage ?? "")")
            }
            try await client.execute(uri: "/api/me/favorites/Mr.%20Mime", method: .get, headers: headers) { response in
                #expect(response.json["favorite"] as? Bool == true)
            }
            try await client.execute(uri: "/api/me/backpack/salam%C3%A8che", method: .post, headers: headers) { response in
                #expect(response.status == .created, "\(response.errorMessage ?? "")")
            }
            try await client.execute(uri: "/api/me/backpack/salam%C3%A8che", method: .post, headers: headers) { response in
                #expect(response.status == .conflict)
            }
            try await client.execute(uri: "/api/me/favorites/ids", method: .get, headers: headers) { response in
                #expect(response.json["ids"] as? [Int] == [122])
            }
            try await client.execute(uri: "/api/me/backpack", method: .get, headers: headers) { response in
                #expect((response.json["results"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [4])
            }
            try await client.execute(uri: "/api/me/favorites/%E3%83%94%E3%82%AB", method: .delete, headers: headers) { response in
                #expect(response.status == .notFound) // ピカ is no name; the message names what was asked, decoded
                #expect(response.errorMessage?.contains("ピカ") == true, "\(response.errorMessage ?? "")")
            }
        }
    }

    @Test func aBrokenEncodingIsA400() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            for uri in ["/api/pokemon/pika%ZZchu", "/api/pokemon/%C3", "/api/moves/%FF%FE"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .badRequest, "\(uri)")
                    #expect(response.errorMessage?.contains("percent-encoded") == true, "\(uri)")
                }
            }
        }
    }
}
