import Hummingbird
import PokeSearch

/// Reads the session cookie: a live session puts its trainer in the context;
/// a dead one (expired, logged out) leaves it nil, and the response clears
/// the cookie so the browser stops sending it.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let sessions: TrainerSessions
    let clock: ServerClock

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let token = SessionCookie.token(in: request) else { return try await next(request, context) }
        var context = context
        let hash = SessionToken.hash(token)
        context.sessionTokenHash = hash
        context.trainer = try sessions.trainer(forTokenHash: hash, now: clock.now)
        guard context.trainer == nil else { return try await next(request, context) }
        let cleared = SessionCookie.cleared(request: request)
        do {
            var response = try await next(request, context)
            if response.headers[.setCookie] == nil { response.headers[.setCookie] = cleared }
            return response
        } catch var error as APIError {
            // Mostly a 401: the browser learns at once that its cookie is dead.
            if error.headers[.setCookie] == nil { error.headers[.setCookie] = cleared }
            throw error
        }
    }
}
