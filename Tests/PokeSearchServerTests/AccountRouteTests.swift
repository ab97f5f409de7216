import Foundation
import Hummingbird
import PokeSearch
import PokeSearchTestSupport
import Testing
@testable import PokeSearchServer

@Suite struct AccountRouteTests {
    @Test func signUpSetsASecureSessionCookie() async throws {
        try await ServerTest.app().serveOnLoopback { client in
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
        try await ServerTest.app().serveOnLoopback { client in
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
        try await ServerTest.app().serveOnLoopback { client in
            for body in [ServerTest.credentials("brock", "short"), ServerTest.credentials("", "long enough password"),
                         ByteBuffer(string: "not json"), ByteBuffer(string: #"{"username": "brock"}"#)] {
                try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true), body: body) { response in
                    #expect(response.status == .badRequest)
                    #expect(response.errorMessage?.isEmpty == false)
                }
            }
        }
    }

    @Test func passwordsAndNamesThatInviteGuessesOrLookAlikesAreRefused() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            _ = try await client.signUp("Misty")
            let zalgo = "Zalgo" + String(repeating: "\u{0301}", count: 1_000) + "x" + String(repeating: "\u{0300}", count: 1_000)
            for (name, password, status, says) in [
                ("brock", "12345678", HTTPResponse.Status.badRequest, "most common passwords"),
                ("brock", "Brock", .badRequest, "at least 8 characters"), ("brockrock", "BrockRock", .badRequest, "trainer name"),
                ("brock", "        ", .badRequest, "not only spaces"), ("Мisty", "correct horse battery", .conflict, "looks like"),
                (zalgo, "correct horse battery", .badRequest, "too long"),
            ] {
                try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true),
                                         body: ServerTest.credentials(name, password)) { response in
                    #expect(response.status == status, "\(name.prefix(8)) / \(password)")
                    #expect(response.errorMessage?.contains(says) == true, "\(response.errorMessage ?? "")")
                    #expect(response.sessionCookie == nil)
                }
            }
            // 64 Cyrillic letters are 128 bytes, past bcrypt's 72: taken whole, and checked whole.
            let cyrillic = String(repeating: "Ж", count: 63) + "а"
            _ = try await client.signUp("Boris", password: cyrillic)
            for (password, status) in [(cyrillic, HTTPResponse.Status.ok), (String(repeating: "Ж", count: 63) + "б", .unauthorized)] {
                try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                         body: ServerTest.credentials("boris", password)) { response in
                    #expect(response.status == status)
                }
            }
        }
    }

    @Test func wrongPasswordsAre401sThenRateLimited() async throws {
        try await ServerTest.app().serveOnLoopback { client in
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
            // An unknown name is refused as a wrong password, in the same words:
            // brock's failures slow down brock only.
            try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                     body: ServerTest.credentials("nobody", "whatever-password")) { response in
                #expect(response.status == .unauthorized)
                #expect(response.errorMessage == "wrong trainer name or password")
            }
        }
    }

    @Test func logoutRevokesTheSession() async throws {
        try await ServerTest.app().serveOnLoopback { client in
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

    /// A server answers a session's uses from its last read while nothing
    /// was committed to the user data since (`TrainerSessions`): what another
    /// process commits is there at the next request. `pokesearch fav add`
    /// marks a favorite; `pokesearch trainer passwd` logs every browser out.
    @Test func whatAnotherProcessCommitsIsSeenAtTheNextRequest() async throws {
        let location = try TestPokedex.freshLocation()
        try await ServerTest.app(pokedex: Pokedex.open(location, access: .server)).serveOnLoopback { client in
            let cookie = try await client.signUp("brock")
            func favorites() async throws -> [Int]? {
                try await client.execute(uri: "/api/me/favorites/ids", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                    response.status == .ok ? response.json["ids"] as? [Int] : nil
                }
            }
            #expect(try await favorites() == [])
            #expect(try await favorites() == [], "a second use, answered from the first read")
            let added = try BuiltBinary.pokesearch(["fav", "add", "onix", "--trainer", "brock"], location: location)
            #expect(added.status == 0, "\(added.stderr)")
            #expect(try await favorites() == [95])
            let passwd = try BuiltBinary.pokesearch(["trainer", "passwd", "brock"], location: location, input: "a-brand-new-secret\n")
            #expect(passwd.status == 0, "\(passwd.stderr)")
            try await client.execute(uri: "/api/me", method: .get, headers: ServerTest.headers(cookie: cookie)) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func sessionsExpire() async throws {
        // Dates are stored to the second: a 3 s session lives 2 to 3 s.
        let clock = ServerClock(frozenAt: Date())
        try await ServerTest.app(sessionLifetime: 3, clock: clock).serveOnLoopback { client in
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
        try await ServerTest.app().serveOnLoopback { client in
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

@Suite(.onServerThreads) struct SignUpLimitTests {
    @Test func signUpsFromOneAddressAreLimitedWhereAddressesTellClientsApart() async throws {
        // Behind a proxy on loopback, each client has the address the proxy gives.
        try await ServerTest.app(trustedProxy: "127.0.0.1").serveOnLoopback { client in
            func signUp(_ name: String, from address: String) async throws -> HTTPResponse.Status {
                var headers = ServerTest.headers(json: true)
                headers[.init("X-Forwarded-For")!] = address
                return try await client.execute(uri: "/api/signup", method: .post, headers: headers,
                                                body: ServerTest.credentials(name, "correct horse battery")) { $0.status }
            }
            for index in 0..<20 {
                let status = try await signUp("trainer\(index)", from: "203.0.113.7")
                #expect(status == .created)
            }
            // Each sign-up costs a bcrypt hash: the 21st in a minute from that address waits; another address does not.
            let twentyFirst = try await signUp("trainer20", from: "203.0.113.7")
            let elsewhere = try await signUp("trainer21", from: "203.0.113.8")
            #expect(twentyFirst == .tooManyRequests)
            #expect(elsewhere == .created)
        }
    }

    @Test func onlyAddressesThatTellClientsApartAreCounted() {
        for loopback in ["127.0.0.1", "127.8.0.2", "::1", "::ffff:127.0.0.1", "unknown"] {
            #expect(RateLimiter.key(forAddress: loopback) == nil, "\(loopback)")
        }
        #expect(RateLimiter.key(forAddress: "203.0.113.7") == "address:203.0.113.7")
        #expect(RateLimiter.key(forAddress: "::ffff:203.0.113.7") == "address:203.0.113.7")
        #expect(RateLimiter.key(forAddress: "2001:db8::1") != nil)
        let limiter = RateLimiter(maximum: 2, window: 60)
        let now = Date()
        let refusal = { (wait: Int) in "wait \(wait) s" }
        limiter.record("address:203.0.113.7", now: now)
        try? limiter.check("address:203.0.113.7", now: now, refusal: refusal)
        limiter.record("address:203.0.113.7", now: now + 1)
        #expect(throws: APIError.self) { try limiter.check("address:203.0.113.7", now: now + 2, refusal: refusal) }
        #expect(throws: Never.self) { try limiter.check("address:203.0.113.8", now: now + 2, refusal: refusal) }
        #expect(throws: Never.self) { try limiter.check("address:203.0.113.7", now: now + 60, refusal: refusal) }
    }
}

/// Failed logins slow down guesses at one account, and only at that one:
/// every client of a loopback server has one address, so an address limit
/// there would let anyone lock everyone out. A login counts once its
/// password has been checked, never while it waits or runs.
@Suite(.onServerThreads) struct LoginThrottleTests {
    static func logIn(_ client: LoopbackClient, _ name: String, _ password: String) async throws -> (HTTPResponse.Status, Int?) {
        try await client.execute(uri: "/api/login", method: .post, headers: ServerTest.headers(json: true),
                                 body: ServerTest.credentials(name, password)) { ($0.status, $0.headers[.retryAfter].flatMap { Int($0) }) }
    }

    @Test func fiveWrongPasswordsLockNoOneElseOut() async throws {
        // All from one client, as a browser and a script on one machine reach a loopback server.
        try await ServerTest.app().serveOnLoopback { client in
            _ = try await client.signUp("misty")
            _ = try await client.signUp("brock")
            for name in ["brock", "brock", "nobody", "someone", "brock", "ash", "gary"] {
                #expect(try await Self.logIn(client, name, "wrong password").0 == .unauthorized)
            }
            #expect(try await Self.logIn(client, "misty", "correct horse battery").0 == .ok)
        }
    }

    @Test func rightPasswordsSentTenAtATimeAreNeverRefused() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            _ = try await client.signUp("erika")
            for _ in 0..<4 {
                #expect(try await Self.logIn(client, "erika", "wrong password").0 == .unauthorized)
            }
            // Four failures and ten logins under way: none of the ten is a failure.
            let statuses = try await ParallelLoginTests.statuses(of: 10, at: "/api/login", client) { _ in
                ServerTest.credentials("erika", "correct horse battery")
            }
            #expect(statuses == Array(repeating: .ok, count: 10), "\(statuses)")
        }
    }

    @Test func guessesAtOneAccountWaitLongerAndLonger() async throws {
        let clock = ServerClock(frozenAt: Date())
        try await ServerTest.app(clock: clock).serveOnLoopback { client in
            _ = try await client.signUp("sabrina")
            for _ in 0..<5 {
                #expect(try await Self.logIn(client, "sabrina", "wrong password").0 == .unauthorized)
            }
            for wait in [1, 2, 4, 8] {
                // Waiting, even the right password is refused: a guess must not learn it was right.
                #expect(try await Self.logIn(client, "Sabrina", "correct horse battery") == (.tooManyRequests, wait))
                #expect(try await Self.logIn(client, "sabrina", "wrong password") == (.tooManyRequests, wait))
                clock.advance(by: Double(wait))
                #expect(try await Self.logIn(client, "sabrina", "wrong password").0 == .unauthorized)
            }
            clock.advance(by: 16)
            #expect(try await Self.logIn(client, "sabrina", "correct horse battery").0 == .ok)
            // The right password cleared the count.
            #expect(try await Self.logIn(client, "sabrina", "wrong password").0 == .unauthorized)
            #expect(try await Self.logIn(client, "sabrina", "correct horse battery").0 == .ok)
        }
        #expect(LoginThrottle.wait(afterFailures: 4) == 0)
        #expect(LoginThrottle.wait(afterFailures: 5) == 1)
        #expect(LoginThrottle.wait(afterFailures: 13) == 256)
        #expect(LoginThrottle.wait(afterFailures: 14) == 300)
        #expect(LoginThrottle.wait(afterFailures: Int.max) == 300)
    }

    @Test func anAccountWaitsWhateverTheAddressAndItsNamesSpelling() throws {
        // The throttle knows accounts only: failures from five addresses count as one account's.
        let throttle = LoginThrottle()
        let now = Date()
        for spelling in ["brock", "Brock", "BROCK", "bröck", " brock "] {
            try throttle.check(spelling, now: now)
            throttle.failed(spelling, now: now)
        }
        #expect(throws: APIError.self) { try throttle.check("Brock", now: now + 0.5) }
        #expect(throws: Never.self) { try throttle.check("misty", now: now + 0.5) }
        #expect(throws: Never.self) { try throttle.check("brock", now: now + 1) }
        // A quarter of an hour later the account starts afresh.
        throttle.failed("brock", now: now + 1)
        throttle.failed("brock", now: now + 1 + LoginThrottle.memory)
        #expect(throws: Never.self) { try throttle.check("brock", now: now + 1 + LoginThrottle.memory) }
    }
}

/// Each login costs a bcrypt hash (a quarter of a second): logins sent at
/// once take their turns, and each is checked against the failures that
/// finished before its turn, so parallel guesses gain nothing.
@Suite struct ParallelLoginTests {
    @Test func parallelWrongPasswordsGetFiveTriesThen429s() async throws {
        try await ServerTest.app(passwordHashingSlots: 1).serveOnLoopback { client in
            _ = try await client.signUp("brock")
            let statuses = try await Self.statuses(of: 16, at: "/api/login", client) { _ in ServerTest.credentials("brock", "wrong password") }
            #expect(statuses.filter { $0 == .unauthorized }.count == 5)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 11)
        }
    }

    @Test func aRightPasswordClearsTheFailures() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            _ = try await client.signUp("erika")
            // Four failures, a right password, four more: never five in a row.
            for _ in 0..<2 {
                for _ in 0..<4 {
                    #expect(try await LoginThrottleTests.logIn(client, "erika", "wrong password").0 == .unauthorized)
                }
                #expect(try await LoginThrottleTests.logIn(client, "erika", "correct horse battery").0 == .ok)
            }
        }
    }

    /// The statuses of `count` POSTs sent at once, the body of the nth from `body(n)`.
    static func statuses(of count: Int, at uri: String, _ client: LoopbackClient,
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
        try await ServerTest.app(sessionLifetime: 100, clock: clock).serveOnLoopback { client in
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
