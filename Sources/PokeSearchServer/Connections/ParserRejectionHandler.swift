import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Dresses the 400 that Hummingbird writes itself when the HTTP parser
/// refuses a request (headers or a URI over 80 KB, bytes that are not
/// HTTP): no route or middleware sees that request, so this handler, on the
/// connection, logs it and gives the answer the security headers and a JSON
/// error like every other.
final class ParserRejectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    static let message = "the request could not be read as HTTP: its URI or headers are too long (80 KB at most) or malformed"

    private let logger: Logger
    private var refused = false

    init(logger: Logger) {
        self.logger = logger
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError {
            refused = true
            let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
            logger.info("400 from \(address): the HTTP parser refused the request (\(error))")
        }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard refused, case .head(var head) = unwrapOutboundIn(data), head.status == .badRequest else {
            context.write(data, promise: promise)
            return
        }
        refused = false
        let body = (try? JSONBody.encode(APIError(.badRequest, Self.message).body)) ?? []
        for field in SecurityHeaders.fields { head.headerFields[field.name] = field.value }
        head.headerFields[.contentType] = JSONBody.contentType
        head.headerFields[.contentLength] = String(body.count)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(ByteBuffer(bytes: body))), promise: promise)
    }
}
