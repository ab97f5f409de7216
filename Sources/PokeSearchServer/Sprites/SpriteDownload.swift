import AsyncHTTPClient
import NIOCore

/// One download from the sprite host, told apart by whose fault a failure
/// is: a missing image (404) is the URL's, a refused connection, a name that
/// does not resolve or a host that never answers is the host's, and every
/// other sprite on that host would fail the same way.
enum SpriteDownload: Sendable {
    case image(ByteBuffer)
    /// The host answered, without the image.
    case missing
    /// The host could not be reached or did not answer in time.
    case hostUnreachable

    /// A client of its own: an unreachable host must fail at once (a refused
    /// connection) or within the proxy's deadline (a host that does not
    /// answer), not in the 90 s of `HTTPClient.shared`, and without retrying:
    /// the proxy remembers the host and tries it again later. Reading is bound
    /// by that deadline alone, which the server is configured with. Never shut
    /// down: it lives as long as the process, like the shared one.
    static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 5, allowCycles: false),
            timeout: .init(connect: .seconds(1)))
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// Downloads `url`, at most `maximumBytes`, within `timeout` in all.
    static func fetch(_ url: String, timeout: Duration, maximumBytes: Int) async -> SpriteDownload {
        let response: HTTPClientResponse
        do {
            response = try await client.execute(HTTPClientRequest(url: url), timeout: .milliseconds(Int64(timeout / .milliseconds(1))))
        } catch {
            return .hostUnreachable
        }
        if response.status.code >= 500 { return .hostUnreachable }
        guard response.status == .ok else { return .missing }
        do {
            return .image(try await response.body.collect(upTo: maximumBytes))
        } catch {
            // Too large is the image's fault; a body cut off is the host's.
            return error is NIOTooManyBytesError ? .missing : .hostUnreachable
        }
    }
}
