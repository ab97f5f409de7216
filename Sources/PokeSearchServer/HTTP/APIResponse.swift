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
    static func json(
        _ value: some Encodable, for request: Request, status: HTTPResponse.Status = .ok,
        cache: CachePolicy = .noStore, headers: HTTPFields = [:]
    ) throws -> Response {
        let data = try JSONBody.encoder().encode(value)
        var fields = headers
        fields[.contentType] = JSONBody.contentType
        switch cache {
        case .catalogue(let validators): fields = fields.merging(validators.headers)
        case .noStore: fields[.cacheControl] = "no-store"
        }
        return body(data, for: request, status: status, headers: fields)
    }

    /// `bytes` as the body, gzipped when accepted and at least `Gzip.minimumBytes`.
    static func body(_ bytes: some ContiguousBytes & Collection, for request: Request, status: HTTPResponse.Status = .ok, headers: HTTPFields) -> Response {
        var fields = headers
        fields[.vary] = "Accept-Encoding"
        if bytes.count >= Gzip.minimumBytes, Gzip.isAccepted(by: request), let gzipped = Gzip.compress(bytes, level: 5) {
            fields[.contentEncoding] = "gzip"
            return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: gzipped)))
        }
        return Response(status: status, headers: fields, body: .init(byteBuffer: bytesBuffer(bytes)))
    }

    /// A 304 for a request whose `If-None-Match` is current, else nil.
    static func notModified(_ request: Request, _ validators: CatalogValidators) -> Response? {
        guard validators.isFresh(request) else { return nil }
        return Response(status: .notModified, headers: validators.headers)
    }

    private static func bytesBuffer(_ bytes: some ContiguousBytes) -> ByteBuffer {
        bytes.withUnsafeBytes { ByteBuffer(bytes: $0) }
    }
}
