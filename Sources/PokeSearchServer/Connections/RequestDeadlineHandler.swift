import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request has not arrived whole `deadline` after
/// its head did. The idle timeout cuts off headers sent slowly (no request
/// part arrives meanwhile), but each piece of a body resets it: a body sent
/// a byte every few seconds would otherwise hold a connection, and a file
/// descriptor, for as long as the client likes. Also bounds the draining of
/// a body the server answered without reading (a 413, a 404).
final class RequestDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let deadline: TimeAmount
    private let logger: Logger
    private var timer: Scheduled<Void>?

    init(deadline: TimeAmount, logger: Logger) {
        self.deadline = deadline
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            start(context, path: String((head.path ?? "").prefix { $0 != "?" }))
        case .end:
            stop()
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stop()
    }

    private func start(_ context: ChannelHandlerContext, path: String) {
        stop()
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        let seconds = deadline.nanoseconds / 1_000_000_000
        let logger = logger
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: deadline) {
            logger.info("closed the connection of \(address): its request to \(LoggedPath.shown(path)) took over \(seconds) s to arrive")
            context.close(promise: nil)
        }
    }

    private func stop() {
        timer?.cancel()
        timer = nil
    }
}
