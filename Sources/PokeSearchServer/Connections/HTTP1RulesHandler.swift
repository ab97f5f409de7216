import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// What HTTP/1.1 says of a request's connection and framing, applied where
/// the request is still HTTP/1 (the HTTP types the router gets have no
/// version): a request that does not keep the connection alive (HTTP/1.0
/// without `Connection: keep-alive`, any `Connection: close`) has it closed
/// after its answer; HTTP/1.1 without `Host` is a 400 (RFC 9112 §3.2); a
/// transfer coding other than `chunked` is a 501 (§6.1); `CONNECT` is a 405
/// with `Allow` (this is no proxy: no resource of it takes CONNECT). A refused request gets its JSON answer with a length
/// and the security headers, and the connection is closed.
final class HTTP1RulesHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// Set when a request was refused: what follows of it is dropped.
    private var refusing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        guard case .head(var head) = part else {
            if !refusing { context.fireChannelRead(data) }
            return
        }
        if let (status, message) = Self.refusal(of: head) {
            refusing = true
            refuse(context: context, status: status, message: message)
            return
        }
        if !head.isKeepAlive {
            // What the router's connection loop looks for to close after the answer.
            head.headers.replaceOrAdd(name: "Connection", value: "close")
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// The status and message a request head is refused with, or nil.
    static func refusal(of head: HTTPRequestHead) -> (HTTPResponseStatus, String)? {
        if head.method == .CONNECT {
            return (.methodNotAllowed, "CONNECT is not allowed: this server is no proxy")
        }
        if head.version == .http1_1, head.headers["Host"].isEmpty {
            return (.badRequest, "an HTTP/1.1 request must have a Host header")
        }
        let codings = head.headers["Transfer-Encoding"].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if !codings.isEmpty, codings != ["chunked"] {
            return (.notImplemented, "transfer coding '\(codings.joined(separator: ", "))' is not supported: send chunked or a Content-Length")
        }
        return nil
    }

    /// Every method a route of the server answers (a 405 must say which are allowed).
    static let methods = "GET, HEAD, POST, PUT, DELETE"

    private func refuse(context: ChannelHandlerContext, status: HTTPResponseStatus, message: String) {
        let body = (try? JSONBody.encode(APIError(.init(code: Int(status.code)), message).body)) ?? []
        var headers = HTTPHeaders(SecurityHeaders.fields)
        headers.replaceOrAdd(name: "Content-Type", value: JSONBody.contentType)
        headers.replaceOrAdd(name: "Content-Length", value: String(body.count))
        headers.replaceOrAdd(name: "Connection", value: "close")
        if status == .methodNotAllowed { headers.replaceOrAdd(name: "Allow", value: Self.methods) }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
    }

    /// Puts a `HTTP1RulesHandler` where requests are still HTTP/1, before the
    /// conversion to HTTP types: Hummingbird adds a server's own handlers after it.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart

        func handlerAdded(context: ChannelHandlerContext) {
            let pipeline = context.pipeline.syncOperations
            if let codec = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) {
                try? pipeline.addHandler(HTTP1RulesHandler(), position: .before(codec))
            }
            pipeline.removeHandler(context: context, promise: nil)
        }
    }
}
