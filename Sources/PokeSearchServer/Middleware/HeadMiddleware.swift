import Hummingbird

/// A HEAD request gets the headers a GET would, without a body: the router
/// answers HEAD from each GET route and drops its body; this drops the body
/// of the answers no route made (a 404, an error), which the error
/// middleware writes as JSON.
struct HeadMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let response = try await next(request, context)
        return request.method == .head ? response.createHeadResponse() : response
    }
}
