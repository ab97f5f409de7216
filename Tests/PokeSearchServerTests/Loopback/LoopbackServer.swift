import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

extension ApplicationProtocol {
    /// Runs the application on 127.0.0.1 at a port of its own for as long
    /// as `test` runs, with a client to it; then shuts it down gracefully.
    func serveOnLoopback<Value: Sendable>(_ test: @Sendable (LoopbackClient) async throws -> Value) async throws -> Value {
        let application = LoopbackApplication(base: self)
        let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            let client = LoopbackClient(port: await application.port.value)
            do {
                let value = try await test(client)
                await group.triggerGracefulShutdown()
                try await tasks.waitForAll()
                return value
            } catch {
                await group.triggerGracefulShutdown()
                try? await tasks.waitForAll()
                throw error
            }
        }
    }
}

/// An application as it is, listening on 127.0.0.1 at a port the system
/// chooses, which it tells once it listens.
private struct LoopbackApplication<Base: ApplicationProtocol>: ApplicationProtocol {
    typealias Responder = Base.Responder

    let base: Base
    let port = PortPromise()

    var responder: Responder { get async throws { try await base.responder } }
    var server: HTTPServerBuilder { base.server }
    var eventLoopGroup: any EventLoopGroup { base.eventLoopGroup }
    var configuration: ApplicationConfiguration { base.configuration.with(address: .hostname("127.0.0.1", port: 0)) }
    var logger: Logger { base.logger }
    var services: [any Service] { base.services }
    var processesRunBeforeServerStart: [@Sendable () async throws -> Void] { base.processesRunBeforeServerStart }

    @Sendable func onServerRunning(_ channel: any Channel) async {
        await base.onServerRunning(channel)
        port.fulfil(channel.localAddress?.port ?? 0)
    }
}

/// The port, once the server listens: waited for by the test, told by the server.
final class PortPromise: Sendable {
    private let state = Mutex<(port: Int?, waiting: [CheckedContinuation<Int, Never>])>((nil, []))

    var value: Int {
        get async {
            await withCheckedContinuation { continuation in
                let known: Int? = state.withLock { state in
                    if state.port == nil { state.waiting.append(continuation) }
                    return state.port
                }
                if let known { continuation.resume(returning: known) }
            }
        }
    }

    func fulfil(_ port: Int) {
        let waiting = state.withLock { state in
            state.port = port
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume(returning: port) }
    }
}
