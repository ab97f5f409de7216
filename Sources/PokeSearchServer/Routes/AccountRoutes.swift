import Foundation
import Hummingbird
import PokeSearch

/// Sign up, log in, log out, and who is logged in. Passwords are hashed and
/// checked (bcrypt, slow on purpose) off the request threads, a few at a
/// time (`PasswordHashing`); failed logins slow down guesses at one account
/// (`LoginThrottle`) and, where addresses tell clients apart, at one address.
struct AccountRoutes {
    let services: ServerServices

    /// `{"username", "password"}`: never logged, never answered.
    struct Credentials: Decodable, Sendable {
        var username: String
        var password: String
    }

    /// `{"trainer": {"name", "created_at"}}`.
    struct TrainerAnswer: Encodable {
        struct Body: Encodable {
            var name: String
            var createdAt: Date
            enum CodingKeys: String, CodingKey { case name, createdAt = "created_at" }
        }
        var trainer: Body
        init(_ trainer: Trainer) { self.trainer = Body(name: trainer.name, createdAt: trainer.createdAt) }
    }

    func add(to group: some RouterMethods<ServerContext>) {
        group.post("signup", use: signUp)
        group.post("login", use: logIn)
        group.post("logout", use: logOut)
        group.get("me", use: me)
    }

    @Sendable func signUp(_ request: Request, context: ServerContext) async throws -> Response {
        let credentials = try await Self.credentials(request, context: context)
        // Counted before the hash, whatever its outcome: each sign-up costs one.
        if let address = RateLimiter.key(forAddress: context.clientAddress) {
            try services.signUpLimiter.reserve(address, now: services.clock.now) { "too many sign-ups from this address: try again in \($0) s" }
        }
        let accounts = services.accounts
        let trainer = try await services.passwordHashing.run {
            try accounts.signUp(name: credentials.username, password: credentials.password)
        }
        return try await openSession(for: trainer, request: request, context: context, status: .created)
    }

    @Sendable func logIn(_ request: Request, context: ServerContext) async throws -> Response {
        let credentials = try await Self.credentials(request, context: context)
        let accounts = services.accounts, clock = services.clock
        let throttle = services.loginThrottle, addresses = services.loginFailuresPerAddress
        let address = RateLimiter.key(forAddress: context.clientAddress)
        // Checked when the attempt's turn comes, and counted once its password
        // has been checked: attempts queued or running count nothing yet.
        let trainer = try await services.passwordHashing.run { () throws -> Trainer? in
            try throttle.check(credentials.username, now: clock.now)
            if let address {
                try addresses.check(address, now: clock.now) { "too many failed logins from this address: try again in \($0) s" }
            }
            guard let trainer = try accounts.authenticate(name: credentials.username, password: credentials.password) else {
                throttle.failed(credentials.username, now: clock.now)
                if let address { addresses.record(address, now: clock.now) }
                return nil
            }
            throttle.succeeded(credentials.username)
            return trainer
        }
        guard let trainer else { throw APIError(.unauthorized, "wrong trainer name or password") }
        return try await openSession(for: trainer, request: request, context: context, status: .ok)
    }

    @Sendable func logOut(_ request: Request, context: ServerContext) async throws -> Response {
        if let hash = context.sessionTokenHash {
            let sessions = services.sessions
            try await BlockingWork.run { try sessions.close(tokenHash: hash) }
        }
        return Response(status: .noContent, headers: [.setCookie: SessionCookie.cleared(secure: context.isSecure), .cacheControl: "no-store"])
    }

    @Sendable func me(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        let summary = try TrainerProfiles(pokedex: services.pokedex).summary(named: trainer.name)
        struct Answer: Encodable { var trainer: TrainerAnswer.Body, favorites: Int, catches: Int }
        let answer = Answer(trainer: .init(name: trainer.name, createdAt: trainer.createdAt), favorites: summary.favorites, catches: summary.catches)
        return try APIResponse.json(answer, for: request)
    }

    private func openSession(for trainer: Trainer, request: Request, context: ServerContext,
                             status: HTTPResponse.Status) async throws -> Response {
        let token = SessionToken()
        let sessions = services.sessions, hash = SessionToken.hash(token.value), now = services.clock.now
        try await BlockingWork.run { try sessions.open(tokenHash: hash, for: trainer, now: now) }
        let cookie = SessionCookie.set(token.value, lifetime: services.sessions.lifetime, secure: context.isSecure)
        return try APIResponse.json(TrainerAnswer(trainer), for: request, status: status, headers: [.setCookie: cookie])
    }

    private static func credentials(_ request: Request, context: ServerContext) async throws -> Credentials {
        try await JSONBody.decode(Credentials.self, from: request, expected: #"{"username": "…", "password": "…"}"#)
    }
}
