import Foundation
import Hummingbird
import PokeSearch

/// HTTP validators of the catalogue's answers: they change only when the
/// Pokédex is re-imported or the server is upgraded, so one `ETag` (dataset
/// version + server version) and one `Last-Modified` (import date) fit every
/// catalogue GET, and `If-None-Match` gets a 304.
struct CatalogValidators: Sendable {
    /// Changes with the server's code (a new build may answer differently).
    static let serverVersion = "1"

    let etag: String
    let lastModified: String?

    init(stamp: DatasetStamp) {
        etag = "\"\(stamp.version)-\(Self.serverVersion)\""
        lastModified = stamp.importedAt.map(Self.httpDate)
    }

    /// Whether the request's `If-None-Match` names this version.
    func isFresh(_ request: Request) -> Bool {
        Self.matches(request.headers[.ifNoneMatch], etag: etag)
    }

    /// The validators' headers, revalidated on every use.
    var headers: HTTPFields {
        var fields: HTTPFields = [.eTag: etag, .cacheControl: "no-cache"]
        if let lastModified { fields[.lastModified] = lastModified }
        return fields
    }

    /// Whether an `If-None-Match` header lists `etag` (or is `*`); weak tags compare equal.
    static func matches(_ header: String?, etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110's IMF-fixdate).
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
