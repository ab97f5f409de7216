import Hummingbird

/// Which methods each route answers, read from the route groups themselves
/// (`init(recording:)` runs their registration against a recorder), so that
/// a known path asked with another method is a 405 naming the methods it
/// has, not a 404.
struct RouteTable: Sendable {
    /// Methods by route path as the router spells it (`/api/pokemon/:id`).
    private let methods: [String: Set<HTTPRequest.Method>]
    /// The paths, as registered.
    let paths: [RouterPath]

    /// Methods a client may send that get a 405 where a route lacks them;
    /// HEAD is answered wherever GET is (the router makes it from GET).
    static let knownMethods: [HTTPRequest.Method] = [.get, .head, .post, .put, .delete, .patch, .options, .trace]

    init(recording register: (Recorder) -> Void) {
        let recorder = Recorder()
        register(recorder)
        var methods: [String: Set<HTTPRequest.Method>] = [:]
        var paths: [RouterPath] = []
        for (path, method) in recorder.routes {
            if methods[path.description] == nil { paths.append(path) }
            methods[path.description, default: []].insert(method)
            if method == .get { methods[path.description]!.insert(.head) }
        }
        self.methods = methods
        self.paths = paths
    }

    /// The methods the route `path` answers, in the order of `knownMethods`.
    func allowed(_ path: String) -> [HTTPRequest.Method] {
        Self.knownMethods.filter { methods[path]?.contains($0) == true }
    }

    /// The known methods `path` does not answer.
    func missing(_ path: RouterPath) -> [HTTPRequest.Method] {
        Self.knownMethods.filter { methods[path.description]?.contains($0) != true }
    }

    /// A 405 for `method` on the route `path`, nil when the route answers it
    /// (or `path` is no route: the router's 404).
    func refusal(of method: HTTPRequest.Method, on path: String?) -> APIError? {
        guard let path, let known = methods[path], !known.contains(method) else { return nil }
        var error = APIError(.methodNotAllowed, "method \(method) not allowed here: use \(allowed(path).map(\.rawValue).joined(separator: ", "))")
        error.headers[.allow] = allowed(path).map(\.rawValue).joined(separator: ", ")
        return error
    }

    /// Records the routes a route group adds, answering nothing.
    final class Recorder: RouterMethods {
        typealias Context = ServerContext
        fileprivate var routes: [(RouterPath, HTTPRequest.Method)] = []

        @discardableResult
        func on<Responder: HTTPResponder>(_ path: RouterPath, method: HTTPRequest.Method, responder: Responder) -> Self
        where Responder.Context == Context {
            routes.append((path, method))
            return self
        }

        func add(middleware: any MiddlewareProtocol<Request, Response, Context>) -> Self { self }
    }
}
