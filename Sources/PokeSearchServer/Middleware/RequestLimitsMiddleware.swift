import Hummingbird

/// Refuses, before any work, a path and query longer than
/// `ServerLimits.maximumURIBytes` (414) and a body announced larger than
/// `ServerLimits.maximumBodyBytes` (413; a chunked body that grows past it
/// is refused while read, by `JSONBody.decode`).
struct RequestLimitsMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.description.utf8.count > ServerLimits.maximumURIBytes {
            throw APIError(.uriTooLong, "request URI too long: the limit is \(ServerLimits.maximumURIBytes) bytes")
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > ServerLimits.maximumBodyBytes {
            throw APIError.bodyTooLarge
        }
        return try await next(request, context)
    }
}
