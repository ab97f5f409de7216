import Hummingbird

/// A page address no route knows (`/nope`, a mistyped link) answers the app
/// with 404, so the user sees the app's own "nothing here" view with its
/// header and tabs instead of a JSON error. Addresses of the API, the app's
/// files and the sprites keep their JSON 404: a script asked for them.
struct WebAppFallbackMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    let routes: WebAppRoutes

    /// Prefixes whose unknown addresses are not pages.
    static let nonPagePrefixes = ["/api/", "/app/", "/sprites/"]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && isPage(request) {
            var response = routes.serve(routes.files.index, request: request)
            if response.status == .ok { response.status = .notFound }
            return response
        }
    }

    private func isPage(_ request: Request) -> Bool {
        let path = request.uri.path
        return (request.method == .get || request.method == .head) && path != "/api" && path != "/sprites"
            && !Self.nonPagePrefixes.contains { path.hasPrefix($0) }
    }
}
