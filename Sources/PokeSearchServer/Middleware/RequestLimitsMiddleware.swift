import Hummingbird

/// Refuses, before any work, a path and query longer than
/// `ServerLimits.maximumURIBytes` (414) and a body announced larger than
/// `ServerLimits.maximumBodyBytes` (413; a body that grows past it while
/// read is refused by the context's `maxUploadSize`).
struct RequestLimitsMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.description.utf8.count > ServerLimits.maximumURIBytes {
            throw APIError(.uriTooLong, "request URI too long: the limit is \(ServerLimits.maximumURIBytes) bytes")
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > ServerLimits.maximumBodyBytes {
            throw APIError(.contentTooLarge, "request body too large: the limit is \(ServerLimits.maximumBodyBytes) bytes")
        }
        return try await next(request, context)
    }
}
