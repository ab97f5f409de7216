import Foundation
import PokeSearch

/// One file of the web app as it is served: its bytes, gzipped once at
/// start, its content type and an `ETag` from its content.
struct WebAppFile: Sendable {
    let path: String
    let bytes: [UInt8]
    /// Nil for types that gain nothing from gzip (none of the app's, so far).
    let gzipped: [UInt8]?
    let contentType: String
    let etag: String

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        contentType = Self.contentType(of: path)
        gzipped = bytes.count >= Gzip.minimumBytes ? Gzip.compress(bytes, level: 9) : nil
        let digest = SHA256.hex(SHA256.digest(bytes).prefix(12))
        etag = "\"\(digest)\""
    }

    /// JS modules must be `text/javascript` under `nosniff`.
    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        default: return "application/octet-stream"
        }
    }
}
