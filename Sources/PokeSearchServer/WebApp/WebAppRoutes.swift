import Hummingbird

/// The web app: `/` and the client-side routes answer `index.html` (the app
/// reads `location`), `/app/<path>` the file at `<path>` of the embedded
/// list; any other page address answers `index.html` with 404
/// (`WebAppFallbackMiddleware`), which shows the app's "nothing here".
/// Under `/app/<version>/` (the addresses `index.html` names) a file is
/// kept by the browser for a year without asking again: the version is a
/// digest of every file. Without it, or with another version (a page of a
/// server since replaced), it revalidates by `ETag`. Files go gzipped when
/// the client accepts it. HEAD is answered too (the router makes it from each GET).
struct WebAppRoutes {
    let files: WebAppFiles
    /// A versioned file's: a year, never revalidated.
    static let immutable = "public, max-age=31536000, immutable"

    /// Paths the app routes itself (history API): each serves `index.html`.
    static let clientRoutes = ["/", "/index.html", "/favorites", "/backpack", "/encounter", "/login", "/signup", "/pokemon/:id",
                               "/moves", "/moves/:name", "/items", "/items/:name", "/abilities", "/abilities/:name",
                               "/types", "/types/:name"]

    func add(to router: some RouterMethods<ServerContext>) {
        // Hummingbird applies a middleware to the routes added after it and to
        // the "no route" answer: here, that answer and the app's own routes.
        router.add(middleware: WebAppFallbackMiddleware(routes: self))
        for path in Self.clientRoutes {
            router.get(RouterPath(path)) { request, _ in serve(files.index, request: request) }
        }
        router.get("/app/**") { request, context in
            var parts = context.parameters.getCatchAll()[...]
            var immutable = false
            if let first = parts.first, first.hasPrefix("v-") {
                immutable = first == files.version
                parts = parts.dropFirst()
            }
            let path = parts.joined(separator: "/")
            guard let file = files[path] else { throw APIError(.notFound, "no file of the app is called '\(path)'") }
            return serve(file, request: request, immutable: immutable)
        }
    }

    func serve(_ file: WebAppFile, request: Request, immutable: Bool = false) -> Response {
        // Weak: the gzipped and the plain bytes share the tag.
        var headers: HTTPFields = [.eTag: "W/" + file.etag, .cacheControl: immutable ? Self.immutable : "no-cache", .vary: "Accept-Encoding"]
        if CatalogValidators.matches(request.headers[.ifNoneMatch], etag: file.etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = file.contentType
        if let gzipped = file.gzipped, Gzip.isAccepted(by: request) {
            headers[.contentEncoding] = "gzip"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: gzipped)))
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }
}
