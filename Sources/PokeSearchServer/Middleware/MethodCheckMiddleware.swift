import Hummingbird

/// A known path asked with a method it does not answer (`OPTIONS`, a POST
/// to a GET route) is a 405 with `Allow`, before any other check (an
/// `Origin` refusal would hide it). The router sends such requests here
/// through routes `ServerApplication` adds for the missing methods.
struct MethodCheckMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let routes: RouteTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let refusal = routes.refusal(of: request.method, on: context.endpointPath) { throw refusal }
        return try await next(request, context)
    }
}
