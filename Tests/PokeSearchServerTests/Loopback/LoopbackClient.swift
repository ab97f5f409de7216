import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOPosix

/// An answer as a client on loopback read it.
struct LoopbackResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer
}

/// HTTP/1.1 to a server on this machine's loopback, one connection per
/// request, as a browser's first request on a fresh connection: what the
/// tests see went through the server's sockets, its connection handlers and
/// its parser, not around them.
struct LoopbackClient: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case noAnswer(String, Duration)

        var description: String {
            switch self {
            case .noAnswer(let uri, let wait): "no complete answer to \(uri) within \(wait)"
            }
        }
    }

    /// The server's port on 127.0.0.1.
    let port: Int
    /// The longest one answer may take: far above any answer's time on a busy
    /// machine (a bcrypt queue included), only there so a hung server fails
    /// its test instead of the run.
    var answerDeadline: Duration = .seconds(120)

    /// Sends one request (`Host: localhost`) and hands the answer to `check`.
    func execute<Value>(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
        _ check: (LoopbackResponse) async throws -> Value
    ) async throws -> Value {
        try await check(send(uri: uri, method: method, headers: headers, body: body))
    }

    private func send(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> LoopbackResponse {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPClientCodec())
                    return try NIOAsyncChannel<HTTPResponsePart, HTTPRequestPart>(wrappingChannelSynchronously: channel)
                }
            }
        // Closing the connection ends the read below, which then finds no answer.
        let deadline = channel.channel.eventLoop.scheduleTask(in: TimeAmount(answerDeadline)) {
            channel.channel.close(promise: nil)
        }
        defer { deadline.cancel() }
        var request = HTTPRequest(method: method, scheme: nil, authority: "localhost", path: Self.target(uri), headerFields: headers)
        if let body { request.headerFields[.contentLength] = String(body.readableBytes) }
        let answer: LoopbackResponse? = try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(.head(request))
            if let body { try await outbound.write(.body(body)) }
            try await outbound.write(.end(nil))
            var head: HTTPResponse?
            var collected = ByteBuffer()
            for try await part in inbound {
                switch part {
                case .head(let response) where response.status.kind == .informational:
                    continue
                case .head(let response):
                    head = response
                case .body(var bytes):
                    collected.writeBuffer(&bytes)
                case .end:
                    return head.map { LoopbackResponse(status: $0.status, headers: $0.headerFields, body: collected) }
                }
            }
            return nil
        }
        guard let answer else { throw Failure.noAnswer(uri, answerDeadline) }
        return answer
    }
}

extension LoopbackClient {
    /// `uri` as a browser puts it on the wire: a space, a control character,
    /// a byte of a letter beyond ASCII and the few others a request line may
    /// not hold are sent percent-encoded; everything else as the test wrote it.
    static func target(_ uri: String) -> String {
        let allowed = Set("!#$%&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz~".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes = [UInt8]()
        for byte in uri.utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0f)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
