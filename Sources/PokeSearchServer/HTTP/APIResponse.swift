import Foundation
import Hummingbird

/// How an API answer may be cached.
enum CachePolicy {
    /// The same for everyone until the Pokédex changes: `ETag`, `Last-Modified`, revalidated.
    case catalogue(CatalogValidators)
    /// One trainer's, or different on every call: never stored.
    case noStore
}

/// Builds the API's JSON responses: gzip when the client accepts it and the
/// body is worth it, cache headers by policy.
enum APIResponse {
    /// `value` as JSON; a catalogue answer the client holds already is a 304
    /// instead. The route has done its work by then, so only an answer that
    /// would be a 200 becomes a 304, never a refusal (a 400, a 404).
    static func json(
        _ value: some Encodable, for request: Request, status: HTTPResponse.Status = .ok,
        cache: CachePolicy = .noStore, headers: HTTPFields = [:]
    ) throws -> Response {
        var fields = headers
        switch cache {
        case .catalogue(let validators):
            if status == .ok, validators.isFresh(request) {
                return Response(status: .notModified, headers: fields.merging(validators.headers))
            }
            fields = fields.merging(validators.headers)
        case .noStore:
            fields[.cacheControl] = "no-store"
        }
        fields[.contentType] = JSONBody.contentType
        return body(try JSONBody.encode(value), for: request, status: status, headers: fields)
    }

    /// A catalogue answer (the JSON `make` writes) to an anonymous request,
    /// kept in `answers`: a request with the same path and query gets the
    /// same bytes, and the same gzip, without the work. As `json`, a client
    /// holding the answer already gets a 304, only where the answer is a 200.
    static func catalogue(
        for request: Request, validators: CatalogValidators, answers: AnswerCache, make: () throws -> [UInt8]
    ) throws -> Response {
        let answer = try answers.answer(for: request.uri.description, make: make)
        if validators.isFresh(request) { return Response(status: .notModified, headers: validators.headers) }
        var fields = validators.headers
        fields[.contentType] = JSONBody.contentType
        return kept(answer.everyones, for: request, headers: fields)
    }

    /// The same catalogue answer for a logged-in trainer: the one kept for everyone
    /// (made by `make` if need be) with the trainer's `favorites` marked, never
    /// stored; nil when that answer has no places for the marks, and the route
    /// encodes the trainer's answer itself.
    static func catalogue(
        for request: Request, answers: AnswerCache, favorites: Set<Int>, make: () throws -> [UInt8]
    ) throws -> Response? {
        guard let marked = try answers.answer(for: request.uri.description, make: make).marked(favorites: favorites) else { return nil }
        var fields = HTTPFields()
        fields[.cacheControl] = "no-store"
        fields[.contentType] = JSONBody.contentType
        return kept(marked, for: request, headers: fields)
    }

    /// A kept answer's bytes, or their gzip when accepted and worth it.
    private static func kept(_ body: AnswerCache.Body, for request: Request, headers: HTTPFields) -> Response {
        var fields = headers
        fields[.vary] = "Accept-Encoding"
        if body.json.readableBytes >= Gzip.minimumBytes, Gzip.isAccepted(by: request), let gzip = body.gzip {
            fields[.contentEncoding] = "gzip"
            return Response(status: .ok, headers: fields, body: .init(byteBuffer: gzip))
        }
        return Response(status: .ok, headers: fields, body: .init(byteBuffer: body.json))
    }

    /// `bytes` as the body, gzipped when accepted and at least `Gzip.minimumBytes`.
    /// Level 1: a search's 6 KB shrink to a quarter in 30 µs, where level 5
    /// took twice that (a tenth of the server's CPU under load) for a fifth less.
    static func body(_ bytes: some ContiguousBytes & Collection, for request: Request, status: HTTPResponse.Status = .ok, headers: HTTPFields) -> Response {
        var fields = headers
        fields[.vary] = "Accept-Encoding"
        if bytes.count >= Gzip.minimumBytes, Gzip.isAccepted(by: request), let gzipped = Gzip.compress(bytes, level: 1) {
            fields[.contentEncoding] = "gzip"
            return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: gzipped)))
        }
        return Response(status: status, headers: fields, body: .init(byteBuffer: bytesBuffer(bytes)))
    }

    private static func bytesBuffer(_ bytes: some ContiguousBytes) -> ByteBuffer {
        bytes.withUnsafeBytes { ByteBuffer(bytes: $0) }
    }
}
