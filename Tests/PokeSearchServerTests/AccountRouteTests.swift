import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PokeSearchServer

@Suite struct AccountRouteTests {
    @Test func signUpSetsASecureSessionCookie() async throws {
        try await ServerTest.app().test(.router) { client in
            try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true),
                                     body: ServerTest.credentials("Misty", "starmie-cerulean")) { response in
                #expect(response.status == .created)
                let trainer = try #require(response.json["trainer"] as? [String: Any])
                #expect(trainer["name"] as? String == "Misty")
                #expect((trainer["created_at"] as? String)?.hasSuffix("Z") == true)
                #expect(trainer["password"] == nil && trainer["password_hash"] == nil)
                let cookie = try #require(response.headers[.setCookie])
                #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
                #expect(!cookie.contains("Secure"))
                let token = try #require(response.sessionCookie?.split(separator: "=").last)
                #expect(token.count == 64)
            }
            let cookie = try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                                  body: ServerTest.credentials("misty", "starmie-cerulean")) { response in
                #expect(response.status == .ok)
                return try #require(response.sessionCookie)
            }
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .ok)
                let json = response.json
                #expect((json["trainer"] as? [String: Any])?["name"] as? String == "Misty")
                #expect(json["favorites"] as? Int == 0 && json["catches"] as? Int == 0)
            }
        }
    }

    @Test func namesAreUniqueWithoutCaseOrDiacritics() async throws {
        try await ServerTest.app().test(.router) { client in
            _ = try await client.signUp("Pokémon")
            for name in ["POKEMON", "pokemon", " Pokémon "] {
                try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true),
                                         body: ServerTest.credentials(name, "another-password")) { response in
                    #expect(response.status == .conflict, "\(name)")
                    #expect(response.sessionCookie == nil)
                }
            }
        }
    }

    @Test func badSignUpsAre400s() async throws {
        try await ServerTest.app().test(.router) { client in
            for body in [ServerTest.credentials("brock", "short"), ServerTest.credentials("", "long enough password"),
                         ByteBuffer(string: "not json"), ByteBuffer(string: #"{"username": "brock"}"#)] {
                try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true), body: body) { response in
                    #expect(response.status == .badRequest)
                    #expect(response.errorMessage?.isEmpty == false)
                }
            }
        }
    }

    @Test func wrongPasswordsAre401sThenRateLimited() async throws {
        try await ServerTest.app().test(.router) { client in
            _ = try await client.signUp("brock")
            for _ in 0..<5 {
                try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                         body: ServerTest.credentials("brock", "wrong password")) { response in
                    #expect(response.status == .unauthorized)
                    #expect(response.errorMessage == "wrong trainer name or password")
                }
            }
            // Even the right password waits now.
            try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                     body: ServerTest.credentials("brock", "correct horse battery")) { response in
                #expect(response.status == .tooManyRequests)
                let wait = try #require(response.headers[.retryAfter].flatMap { Int($0) })
                #expect(wait > 0 && wait <= 300)
            }
            // An unknown name is refused as a wrong password, in the same words.
            try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                     body: ServerTest.credentials("nobody", "whatever-password")) { response in
                #expect(response.status == .tooManyRequests) // the same client address failed too often
            }
        }
    }

    @Test func logoutRevokesTheSession() async throws {
        try await ServerTest.app().test(.router) { client in
            let cookie = try await client.signUp("erika")
            try await client.execute(uri: "/api/logout", method: .post, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .noContent)
                #expect(response.headers[.setCookie]?.hasPrefix("pokesearch_session=; Max-Age=0") == true)
            }
            // The old cookie, replayed, is dead.
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func sessionsExpire() async throws {
        // Dates are stored to the second: a 3 s session lives 2 to 3 s.
        let clock = ServerClock(frozenAt: Date())
        try await ServerTest.app(sessionLifetime: 3, clock: clock).test(.router) { client in
            let cookie = try await client.signUp("sabrina")
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .ok)
            }
            clock.advance(by: 3.5)
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.setCookie]?.contains("Max-Age=0") == true)
            }
        }
    }

    @Test func changesFromAnotherOriginAre403s() async throws {
        try await ServerTest.app().test(.router) { client in
            let cookie = try await client.signUp("koga")
            let foreign: HTTPFields = [.origin: "http://evil.example", .cookie: cookie]
            let none: HTTPFields = [.cookie: cookie]
            for headers in [foreign, none] {
                for (method, uri) in [(HTTPRequest.Method.put, "/api/me/favorites/25"), (.post, "/api/me/backpack/25"),
                                      (.delete, "/api/me/favorites/25"), (.post, "/api/logout")] {
                    try await client.execute(uri: uri, method: method, headers: headers) { response in
                        #expect(response.status == .forbidden, "\(method) \(uri)")
                    }
                }
            }
            try await client.execute(uri: "/api/me/favorites/ids", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.json["ids"] as? [Int] == [])
            }
        }
    }
}

@Suite struct SignUpLimitTests {
    @Test func signUpsFromOneAddressAreLimitedAndNamesFoldedForLoginLimits() async throws {
        try await ServerTest.app().test(.router) { client in
            for index in 0..<20 {
                try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true),
                                         body: ServerTest.credentials("trainer\(index)", "correct horse battery")) { response in
                    #expect(response.status == .created)
                }
            }
            // Each sign-up costs a bcrypt hash: the 21st in a minute waits.
            try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true),
                                     body: ServerTest.credentials("trainer20", "correct horse battery")) { response in
                #expect(response.status == .tooManyRequests)
                let wait = try #require(response.headers[.retryAfter].flatMap { Int($0) })
                #expect(wait > 0 && wait <= 60)
            }
        }
        let limiter = RateLimiter(maximum: 2, window: 300)
        let refusal = { (wait: Int) in "wait \(wait) s" }
        try limiter.reserve([RateLimiter.account("Pokémon")], now: Date(), refusal: refusal)
        try limiter.reserve([RateLimiter.account("POKEMON")], now: Date(), refusal: refusal)
        #expect(throws: APIError.self) { try limiter.reserve([RateLimiter.account("pokemon")], now: Date(), refusal: refusal) }
        try limiter.reserve([RateLimiter.account("misty")], now: Date(), refusal: refusal)
    }
}

/// Each login costs a bcrypt hash (a quarter of a second): the attempt is
/// counted before the hash, so requests sent at once cannot all pass the
/// check before the first failure is counted.
@Suite struct ParallelLoginTests {
    @Test func parallelWrongPasswordsGetFiveTriesThen429s() async throws {
        try await ServerTest.app().test(.router) { client in
            _ = try await client.signUp("brock")
            let statuses = try await Self.statuses(of: 16, at: "/api/login", client) { _ in ServerTest.credentials("brock", "wrong password") }
            #expect(statuses.filter { $0 == .unauthorized }.count == 5)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 11)
        }
    }

    @Test func anAccountIsLimitedWhateverTheAddress() throws {
        // Five failures from five addresses lock the account for a sixth address too.
        let limiter = RateLimiter(maximum: 5, window: 300)
        let now = Date()
        for address in 1...5 {
            try limiter.reserve([RateLimiter.account("brock"), RateLimiter.address("127.0.0.\(address)")], now: now) { "\($0)" }
        }
        do {
            try limiter.reserve([RateLimiter.account("Brock"), RateLimiter.address("127.0.0.6")], now: now + 1) { "wait \($0) s" }
            Issue.record("a sixth attempt on the account passed")
        } catch let error as APIError {
            #expect(error.status == .tooManyRequests)
            #expect(error.headers[.retryAfter] == "299")
        }
        // A refused attempt counts nothing: the sixth address has a clean slate elsewhere.
        try limiter.reserve([RateLimiter.account("misty"), RateLimiter.address("127.0.0.6")], now: now + 1) { "\($0)" }
    }

    @Test func aRightPasswordTakesItsAttemptBack() async throws {
        try await ServerTest.app().test(.router) { client in
            _ = try await client.signUp("erika")
            // Ten good logins in a row: none counts as a failure of the address.
            for _ in 0..<10 {
                try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                         body: ServerTest.credentials("erika", "correct horse battery")) { response in
                    #expect(response.status == .ok)
                }
            }
        }
    }

    @Test func parallelSignUpsGetTwentyThen429s() async throws {
        try await ServerTest.app().test(.router) { client in
            let statuses = try await Self.statuses(of: 22, at: "/api/signup", client) { ServerTest.credentials("racer\($0)", "correct horse battery") }
            #expect(statuses.filter { $0 == .created }.count == 20)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 2)
        }
    }

    /// The statuses of `count` POSTs sent at once, the body of the nth from `body(n)`.
    static func statuses(of count: Int, at uri: String, _ client: some TestClientProtocol,
                         body: @escaping @Sendable (Int) -> ByteBuffer) async throws -> [HTTPResponse.Status] {
        try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
            for index in 0..<count {
                group.addTask {
                    try await client.execute(uri: uri, method: .post, headers: ServerTest.headers(json: true), body: body(index)) { $0.status }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }
}

/// The server slides a session's expiry as it is used: the cookie follows,
/// so an active user's browser does not drop it 30 days after the login.
@Suite struct SessionCookieRenewalTests {
    @Test func aSlidExpiryRenewsTheCookiesMaxAge() async throws {
        let clock = ServerClock(frozenAt: Date())
        // A 100 s session slides at most every 50 s.
        try await ServerTest.app(sessionLifetime: 100, clock: clock).test(.router) { client in
            let cookie = try await client.signUp("sabrina")
            clock.advance(by: 20)
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.setCookie] == nil) // not slid yet: nothing to renew
            }
            clock.advance(by: 40)
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .ok)
                let renewed = try #require(response.headers[.setCookie])
                #expect(renewed.hasPrefix(cookie + "; Max-Age=100;"), "\(renewed)")
                #expect(renewed.contains("HttpOnly") && renewed.contains("SameSite=Lax"))
            }
            // 150 s after the login, 90 after the renewal: a cookie that kept its first Max-Age (100) would be gone; the session lives.
            clock.advance(by: 90)
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .ok)
            }
        }
    }
}
