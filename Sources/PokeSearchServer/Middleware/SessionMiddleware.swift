import Hummingbird
import PokeSearch

/// Reads the session cookie: a live session puts its trainer in the context;
/// a dead one (expired, logged out) leaves it nil, and the response clears
/// the cookie so the browser stops sending it. When a use slides the
/// session's expiry, the response sets the cookie again with the new
/// lifetime, so the browser keeps it as long as the server does.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let sessions: TrainerSessions
    let clock: ServerClock

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let token = SessionCookie.token(in: request) else { return try await next(request, context) }
        var context = context
        let hash = SessionToken.hash(token)
        context.sessionTokenHash = hash
        let now = clock.now
        // Read here (a read never waits); only a use that slides the expiry
        // writes, and may wait on another process's lock: off the request threads.
        let sessions = sessions
        let stored = try sessions.storedSession(forTokenHash: hash, now: now)
        let session: LiveSession?
        if stored?.isDue == true {
            session = try await BlockingWork.run { try sessions.session(forTokenHash: hash, now: now) }
        } else {
            session = stored?.session
        }
        context.trainer = session?.trainer
        context.favorites = Set(session?.favorites ?? [])
        let cookie: String
        switch session {
        case let session? where session.renewed:
            cookie = SessionCookie.set(token, lifetime: session.expiresAt.timeIntervalSince(now), secure: context.isSecure)
        case .some:
            return try await next(request, context)
        case nil:
            cookie = SessionCookie.cleared(secure: context.isSecure)
        }
        do {
            var response = try await next(request, context)
            // A route that sets the cookie itself (log in, log out) has the last word.
            if response.headers[.setCookie] == nil { response.headers[.setCookie] = cookie }
            return response
        } catch var error as APIError {
            // A dead session is mostly a 401: the browser learns at once that its cookie is dead.
            if error.headers[.setCookie] == nil { error.headers[.setCookie] = cookie }
            throw error
        }
    }
}
