import Foundation
import Hummingbird
import PokeSearch

/// Sign up, log in, log out, and who is logged in. Passwords are hashed and
/// checked (bcrypt, slow on purpose) off the request threads.
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
        try services.signUpLimiter.reserve([RateLimiter.address(context.clientAddress)], now: services.clock.now) {
            "too many sign-ups from this address: try again in \($0) s"
        }
        let accounts = services.accounts
        let trainer = try await BlockingWork.run { try accounts.signUp(name: credentials.username, password: credentials.password) }
        return try await openSession(for: trainer, request: request, status: .created)
    }

    @Sendable func logIn(_ request: Request, context: ServerContext) async throws -> Response {
        let credentials = try await Self.credentials(request, context: context)
        let limiter = services.loginLimiter
        let account = RateLimiter.account(credentials.username)
        // Counted as a failure until the password proves right.
        let reservation = try limiter.reserve([account, RateLimiter.address(context.clientAddress)], now: services.clock.now) {
            "too many failed logins: try again in \($0) s"
        }
        let accounts = services.accounts
        let trainer: Trainer?
        do {
            trainer = try await BlockingWork.run { try accounts.authenticate(name: credentials.username, password: credentials.password) }
        } catch {
            limiter.cancel(reservation) // the user data could not be read: no password was tried
            throw error
        }
        guard let trainer else { throw APIError(.unauthorized, "wrong trainer name or password") }
        limiter.cancel(reservation)
        limiter.forget(account)
        return try await openSession(for: trainer, request: request, status: .ok)
    }

    @Sendable func logOut(_ request: Request, context: ServerContext) async throws -> Response {
        if let hash = context.sessionTokenHash {
            let sessions = services.sessions
            try await BlockingWork.run { try sessions.close(tokenHash: hash) }
        }
        return Response(status: .noContent, headers: [.setCookie: SessionCookie.cleared(request: request), .cacheControl: "no-store"])
    }

    @Sendable func me(_ request: Request, context: ServerContext) async throws -> Response {
        let trainer = try context.requireTrainer()
        let summary = try TrainerProfiles(pokedex: services.pokedex).summary(named: trainer.name)
        struct Answer: Encodable { var trainer: TrainerAnswer.Body, favorites: Int, catches: Int }
        let answer = Answer(trainer: .init(name: trainer.name, createdAt: trainer.createdAt), favorites: summary.favorites, catches: summary.catches)
        return try APIResponse.json(answer, for: request)
    }

    private func openSession(for trainer: Trainer, request: Request, status: HTTPResponse.Status) async throws -> Response {
        let token = SessionToken()
        let sessions = services.sessions, hash = SessionToken.hash(token.value), now = services.clock.now
        try await BlockingWork.run { try sessions.open(tokenHash: hash, for: trainer, now: now) }
        let cookie = SessionCookie.set(token.value, lifetime: services.sessions.lifetime, request: request)
        return try APIResponse.json(TrainerAnswer(trainer), for: request, status: status, headers: [.setCookie: cookie])
    }

    private static func credentials(_ request: Request, context: ServerContext) async throws -> Credentials {
        try await JSONBody.decode(Credentials.self, from: request, expected: #"{"username": "…", "password": "…"}"#)
    }
}
