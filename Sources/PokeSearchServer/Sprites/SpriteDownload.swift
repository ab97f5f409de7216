import Foundation
import NIOCore

/// One download from the sprite host, told apart by whose fault a failure
/// is: a missing image (404) is the URL's, a refused connection, a name that
/// does not resolve or a host that never answers is the host's, and every
/// other sprite on that host would fail the same way.
///
/// The download is curl's: the sprite host speaks HTTPS, and curl (on every
/// machine that has the Swift toolchain, which links libcurl) brings TLS
/// without the server compiling a TLS stack of its own. Without curl every
/// host is unreachable, so the web app shows its placeholders, as offline.
enum SpriteDownload: Sendable, Equatable {
    case image(ByteBuffer)
    /// The host answered, without the image.
    case missing
    /// The host could not be reached or did not answer in time.
    case hostUnreachable

    /// Where curl is looked for (a static server has no `PATH` search of its own).
    static let curlPaths = ["/usr/bin/curl", "/usr/local/bin/curl", "/bin/curl", "/opt/homebrew/bin/curl"]

    /// Downloads `url`, at most `maximumBytes`, within `timeout` in all:
    /// connecting gets a second (a refused or unroutable host fails at once,
    /// and the proxy remembers it), nothing is retried.
    static func fetch(_ url: String, timeout: Duration, maximumBytes: Int) async -> SpriteDownload {
        guard let curl = curlPaths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .hostUnreachable
        }
        let output = NSTemporaryDirectory() + "pokesearch-sprite-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let seconds = timeout / .seconds(1)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curl)
        process.arguments = [
            "--silent", "--location", "--max-redirs", "5",
            "--proto", "=http,https", "--proto-redir", "=http,https",
            "--connect-timeout", "1", "--max-time", String(format: "%.3f", max(seconds, 0.001)),
            "--max-filesize", String(maximumBytes),
            "--output", output, "--write-out", "%{http_code}", "--url", url,
        ]
        let status = Pipe()
        process.standardOutput = status
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let exitCode: Int32? = await withCheckedContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: nil)
            }
        }
        let code = Int(String(decoding: status.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)) ?? 0
        return outcome(exitCode: exitCode, httpStatus: code, body: { FileManager.default.contents(atPath: output) },
                       maximumBytes: maximumBytes)
    }

    /// What curl's exit code and the last answer's status mean for the proxy.
    static func outcome(exitCode: Int32?, httpStatus: Int, body: () -> Data?, maximumBytes: Int) -> SpriteDownload {
        switch exitCode {
        case 0?:
            if httpStatus >= 500 || httpStatus == 0 { return .hostUnreachable }
            guard httpStatus == 200 else { return .missing }
            // Too large is the image's fault (curl stops early only when the host gave a length).
            guard let data = body(), data.count <= maximumBytes else { return .missing }
            return .image(ByteBuffer(bytes: data))
        case 63?:  // CURLE_FILESIZE_EXCEEDED: the host announced an image too large
            return .missing
        default:   // refused, unresolvable, timed out, TLS failed, cut off, or no curl at all
            return .hostUnreachable
        }
    }
}
