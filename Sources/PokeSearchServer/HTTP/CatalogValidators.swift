import Foundation
import Hummingbird
import PokeSearch

/// HTTP validators of the catalogue's answers: they change only when the
/// Pokédex is re-imported or the server is upgraded, so one `ETag` (dataset
/// version + server version) and one `Last-Modified` (import date) fit every
/// catalogue GET. The tag is weak: the gzipped and the plain body of one
/// answer share it.
struct CatalogValidators: Sendable {
    /// Changes with the server's code (a new build may answer differently).
    static let serverVersion = "2"

    let etag: String
    let lastModified: Date?
    /// The headers every catalogue answer carries, made once.
    let headers: HTTPFields

    init(stamp: DatasetStamp) {
        etag = "W/\"\(stamp.version)-\(Self.serverVersion)\""
        // HTTP dates have whole seconds: compared with `If-Modified-Since` as sent.
        lastModified = stamp.importedAt.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded(.down)) }
        var fields: HTTPFields = [.eTag: etag, .cacheControl: "no-cache"]
        if let lastModified { fields[.lastModified] = HTTPDate.format(lastModified) }
        headers = fields
    }

    /// Whether the client's copy is current (RFC 9110 §13.2.2): `If-None-Match`
    /// names this version (or is `*`); without one, `If-Modified-Since` is no
    /// earlier than the import.
    func isFresh(_ request: Request) -> Bool {
        if let tags = request.headers[.ifNoneMatch] { return Self.matches(tags, etag: etag) }
        guard let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.parse), let lastModified else { return false }
        return lastModified <= since
    }

    /// Whether an `If-None-Match` header lists `etag` (or is `*`), compared
    /// weakly as the header asks: `W/"x"` and `"x"` are the same tag.
    static func matches(_ header: String?, etag: String) -> Bool {
        guard let header else { return false }
        let wanted = opaque(etag)
        return header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || opaque(tag) == wanted
        }
    }

    private static func opaque(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
    }
}
