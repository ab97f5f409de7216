import Foundation
import Hummingbird
import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

/// The server over a private copy of the Pokédex, tested in process.
enum ServerTest {
    /// `LoopbackClient` sends every request to `localhost`.
    static let origin = "http://localhost"

    /// The application over a fresh Pokédex (or `pokedex`), its sessions and
    /// rate limits on `clock` (a frozen one: only the test moves it). Sprite
    /// downloads get a minute: a host that answers must never look silent
    /// because the machine is busy with other tests. Indexes are read by the
    /// searches that need them: most tests search one kind, if any. New
    /// passwords are hashed at bcrypt's lowest cost, 4, unless a test needs
    /// the hashes slow (`passwordCost: 12`, the server's): a hash of cost
    /// 12 takes half a second in a debug build, and the tests make hundreds.
    static func app(
        pokedex: Pokedex? = nil, sessionLifetime: TimeInterval = TrainerSessions.defaultLifetime,
        spriteBaseURL: String? = "http://127.0.0.1:9/", spriteTimeout: Duration = .seconds(60),
        clock: ServerClock = ServerClock(frozenAt: Date()), requestTimeout: Duration = .seconds(30), trustedProxy: String? = nil,
        passwordHashingSlots: Int? = nil, passwordQueueLimit: Int? = nil, passwordCost: Int = 4
    ) throws -> some ApplicationProtocol {
        let pokedex = try pokedex ?? TestPokedex.fresh()
        let configuration = ServerConfiguration(
            spriteCachePath: pokedex.location.directory + "/sprites", spriteBaseURL: spriteBaseURL, spriteTimeout: spriteTimeout,
            requestTimeout: requestTimeout, trustedProxy: trustedProxy, passwordHashingSlots: passwordHashingSlots,
            passwordQueueLimit: passwordQueueLimit, preloadsIndexes: false, passwordCost: passwordCost)
        return try ServerApplication.make(pokedex: pokedex, configuration: configuration, sessionLifetime: sessionLifetime, clock: clock)
    }

    /// Headers of a same-origin request from the web app, with `cookie` if given.
    static func headers(cookie: String? = nil, json: Bool = false) -> HTTPFields {
        var fields: HTTPFields = [.origin: origin]
        if let cookie { fields[.cookie] = cookie }
        if json { fields[.contentType] = "application/json" }
        return fields
    }

    /// `{"username", "password"}` as a body.
    static func credentials(_ name: String, _ password: String) -> ByteBuffer {
        ByteBuffer(bytes: try! JSONSerialization.data(withJSONObject: ["username": name, "password": password]))
    }
}

extension LoopbackClient {
    /// Signs `name` up; returns the `name=value` of the session cookie.
    func signUp(_ name: String, password: String = "correct horse battery") async throws -> String {
        try await execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true),
                          body: ServerTest.credentials(name, password)) { response in
            #expect(response.status == .created)
            return try #require(response.sessionCookie)
        }
    }
}

extension LoopbackResponse {
    /// The body as a JSON object; empty (so every expectation on it fails) when it is not one.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [String: Any] ?? [:]
    }

    /// `error.message` of a JSON error body.
    var errorMessage: String? {
        (json["error"] as? [String: Any])?["message"] as? String
    }

    /// The `pokesearch_session=…` part of `Set-Cookie`, when it sets a token.
    var sessionCookie: String? {
        guard let header = headers[.setCookie], let pair = header.split(separator: ";").first,
              pair.hasPrefix("pokesearch_session="), pair.count > "pokesearch_session=".count else { return nil }
        return String(pair)
    }
}
