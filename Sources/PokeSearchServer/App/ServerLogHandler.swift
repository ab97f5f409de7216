import Foundation
import Logging

/// The server's log lines on standard error: `2026-11-24T23:11:38+0000 info
/// pokesearch-server: GET /api/search 200 1.2 ms`. Metadata is kept but not
/// written: Hummingbird gives every request a `hb.request.id`, which
/// swift-log's stream handler formats into text as soon as it is set, at
/// every level, a cost per request for a log that is quiet by default.
struct ServerLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let line = "\(Self.timestamp()) \(event.level) \(label): \(event.message)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
