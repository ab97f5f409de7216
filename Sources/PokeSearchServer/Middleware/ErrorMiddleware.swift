import Hummingbird
import Logging

/// Turns every error into the API's JSON error with its status: the
/// engine's refusals by their meaning, Hummingbird's own (no route, body too
/// large) by their status, anything else into a generic 500 whose detail
/// goes to the log only, never to the client.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let answer = Self.apiError(for: error, request: request, logger: context.logger)
            return try JSONBody.response(answer.body, status: answer.status, headers: answer.headers.merging([.cacheControl: "no-store"]))
        }
    }

    static func apiError(for error: any Error, request: Request, logger: Logger) -> APIError {
        if let answer = APIError(engine: error) {
            // A 503 (a busy file) is the server's trouble, not the client's: its detail goes to the log.
            if answer.status.kind == .serverError { logger.warning("\(request.method) \(request.uri.path): \(error)") }
            return answer
        }
        if let error = error as? HTTPError {
            return APIError(error.status, message(for: error, path: request.uri.path))
        }
        logger.error("unexpected error on \(request.method) \(request.uri.path): \(String(reflecting: error))")
        return APIError(.internalServerError, "the server failed to answer; the detail is in its log")
    }

    private static func message(for error: HTTPError, path: String) -> String {
        switch error.status {
        case .notFound: return "nothing at \(path)"
        case .contentTooLarge: return APIError.bodyTooLarge.message
        case .methodNotAllowed: return "method not allowed on \(path)"
        default: return error.body ?? error.status.reasonPhrase
        }
    }
}
