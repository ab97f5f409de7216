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

    func add(to group: RouterGroup<ServerContext>) {
        group.post("signup", use: signUp)
        group.post("login", use: logIn)
        group.post("logout", use: logOut)
        group.get("me", use: me)
    }

    @Sendable func signUp(_ request: Request, context: ServerContext) async throws -> Response {
        let credentials = try await Self.credentials(request, context: context)
        let address = [RateLimiter.address(context.clientAddress)]
        let now = services.clock.now
        if let wait = services.signUpLimiter.retryAfter(address, now: now) {
            throw APIError.tooManyRequests("too many sign-ups from this address: try again in \(wait) s", retryAfter: wait)
        }
        services.signUpLimiter.record(address, now: now)
        let accounts = services.accounts
        let trainer = try await BlockingWork.run { try accounts.signUp(name: credentials.username, password: credentials.password) }
        return try await openSession(for: trainer, request: request, status: .created)
    }

    @Sendable func logIn(_ request: Request, context: ServerContext) async throws -> Response {
        let credentials = try await Self.credentials(request, context: context)
        let limiter = services.loginLimiter
        let keys = [RateLimiter.account(credentials.username), RateLimiter.address(context.clientAddress)]
        let now = services.clock.now
        if let wait = limiter.retryAfter(keys, now: now) {
            throw APIError.tooManyRequests("too many failed logins: try again in \(wait) s", retryAfter: wait)
        }
        let accounts = services.accounts
        guard let trainer = try await BlockingWork.run({ try accounts.authenticate(name: credentials.username, password: credentials.password) }) else {
            limiter.record(keys, now: now)
            throw APIError(.unauthorized, "wrong trainer name or password")
        }
        limiter.forget(keys[0])
        return try await openSession(for: trainer, request: request, status: .ok)
    }

    @Sendable func logOut(_ request: Request, context: ServerContext) async throws -> Response {
        if let hash = context.sessionTokenHash { try services.sessions.close(tokenHash: hash) }
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
        try services.sessions.open(tokenHash: SessionToken.hash(token.value), for: trainer, now: services.clock.now)
        let cookie = SessionCookie.set(token.value, lifetime: services.sessions.lifetime, request: request)
        return try APIResponse.json(TrainerAnswer(trainer), for: request, status: status, headers: [.setCookie: cookie])
    }

    private static func credentials(_ request: Request, context: ServerContext) async throws -> Credentials {
        do {
            return try await request.decode(as: Credentials.self, context: context)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw error
        } catch {
            throw APIError(.badRequest, #"the body must be JSON: {"username": "…", "password": "…"}"#)
        }
    }
}
