import Foundation
import Hummingbird
@testable import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

/// A server started over a damaged user data file (its header, or its
/// sessions' page, overwritten): a request that carries a session or needs
/// an account gets a 503 saying the file is damaged and how to repair it
/// (never a bare 500, never the file's path); a request that needs no
/// user data is answered as usual.
@Suite struct DamagedUserDataRouteTests {
    enum Damage: CaseIterable { case header, sessions }

    @Test(arguments: Damage.allCases)
    func requestsWithASessionAreTold(_ damage: Damage) async throws {
        let location = try TestPokedex.freshLocation()
        let cookie = try await Self.signUpAndAddAFavorite(at: location)
        let page = switch damage {
        case .header: 0
        case .sessions: try PageDamage.rootPage(of: "session", in: location.userDataPath)
        }
        try PageDamage.overwrite(location.userDataPath, pages: PageDamage.pages(page))

        // The server restarts over the damaged file.
        try await ServerTest.app(pokedex: Pokedex.open(location, access: .server)).serveOnLoopback { client in
            for uri in ["/api/search?q=pikachu", "/api/pokemon/charizard", "/api/moves?q=thunder"] {
                try await client.execute(uri: uri, method: .get, headers: ServerTest.headers()) { response in
                    #expect(response.status == .ok, "\(damage) \(uri) without a session")
                }
            }
            let withSession: [(String, HTTPRequest.Method)] = [
                ("/api/pokemon/charizard", .get), ("/api/search?q=pikachu", .get), ("/api/me/favorites/ids", .get),
                ("/api/me/favorites/6", .put),
            ]
            for (uri, method) in withSession {
                try await client.execute(uri: uri, method: method, headers: ServerTest.headers(cookie: cookie)) { response in
                    Self.expectDamageAnswer(response, "\(damage) \(method) \(uri)", path: location.directory)
                }
            }
            try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                     body: ServerTest.credentials("ash", "correct horse battery")) { response in
                Self.expectDamageAnswer(response, "\(damage) login", path: location.directory)
            }
        }
    }

    static func expectDamageAnswer(_ response: LoopbackResponse, _ request: String, path: String) {
        #expect(response.status == .serviceUnavailable, "\(request): \(response.status)")
        let message = response.errorMessage ?? ""
        #expect(message.contains("user data file (trainers, favorites, catches) is damaged"), "\(request): \(message)")
        #expect(message.contains("`pokesearch repair --user-data`"), "\(request): \(message)")
        #expect(!message.contains(path), "\(request): the message names the server's files")
    }

    /// Signs `ash` up and marks Pikachu, on a server that is then stopped; the session cookie.
    private static func signUpAndAddAFavorite(at location: PokedexLocation) async throws -> String {
        let pokedex = try Pokedex.open(location, access: .server)
        return try await ServerTest.app(pokedex: pokedex).serveOnLoopback { client in
            let cookie = try await client.signUp("ash")
            try await client.execute(uri: "/api/me/favorites/25", method: .put, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .ok)
            }
            return cookie
        }
    }
}
