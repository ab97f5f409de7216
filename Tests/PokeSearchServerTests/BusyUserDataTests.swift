import Foundation
import GRDB
import Hummingbird
import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

/// Another process writing to the user data file (a `pokesearch fav add`,
/// a script) longer than the engine waits is a 503 the client may retry,
/// not a 500; nothing is lost, and the file's path stays out of the answer.
@Suite struct BusyUserDataTests {
    @Test func aLockedUserDataFileIsA503WithRetryAfter() async throws {
        let pokedex = try TestPokedex.fresh()
        try await ServerTest.app(pokedex: pokedex).serveOnLoopback { client in
            let cookie = try await client.signUp("misty")
            // Another connection, as another process would hold it: the write lock, for longer than the 5 s wait.
            var configuration = Configuration()
            configuration.allowsUnsafeTransactions = true // the lock is held across the test's requests
            let other = try DatabaseQueue(path: pokedex.location.userDataPath, configuration: configuration)
            try await other.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
            try await client.execute(uri: "/api/me/favorites/25", method: .put, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "5")
                let message = try #require(response.errorMessage)
                #expect(message.contains("busy") && message.contains("try again"), "\(message)")
                #expect(!message.contains(pokedex.location.directory), "\(message)")
            }
            try await other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
            try await client.execute(uri: "/api/me/favorites/25", method: .put, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/api/me/favorites/ids", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["ids"] as? [Int] == [25])
            }
        }
    }
}
