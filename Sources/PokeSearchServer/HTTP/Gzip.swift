import CEmbedded
import Foundation
import Hummingbird

/// In-memory gzip (zlib through `CEmbedded`) for `Content-Encoding: gzip`.
enum Gzip {
    /// Bodies smaller than this are sent as they are: gzip would not pay.
    static let minimumBytes = 1024

    /// `bytes` compressed into one gzip member; nil if zlib failed.
    static func compress(_ bytes: some ContiguousBytes, level: Int32 = 6) -> [UInt8]? {
        bytes.withUnsafeBytes { raw -> [UInt8]? in
            var output: UnsafeMutablePointer<UInt8>?
            var length = 0
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            guard pokesearch_gzip(base, raw.count, level, &output, &length) == 0, let output else { return nil }
            defer { free(output) }
            return Array(UnsafeBufferPointer(start: output, count: length))
        }
    }

    /// Whether the request's `Accept-Encoding` allows gzip (`gzip;q=0` refuses it).
    static func isAccepted(by request: Request) -> Bool {
        guard let header = request.headers[.acceptEncoding] else { return false }
        // Read in place, on every request: no Foundation, small copies only.
        return header.split(separator: ",").contains { part in
            let pieces = part.split(separator: ";")
            guard let coding = pieces.first.map(trimmed), coding == "*" || coding.lowercased() == "gzip" else { return false }
            return !pieces.dropFirst().contains { parameter in
                let value = trimmed(parameter)
                return (value.hasPrefix("q=") || value.hasPrefix("Q=")) && Double(value.dropFirst(2)) == 0
            }
        }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
