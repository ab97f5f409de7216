import Foundation
import Hummingbird
import Synchronization
import Testing
@testable import PokeSearchServer

/// bcrypt, a quarter of a second of a core per hash, runs a few at a time,
/// below the number of cores: a storm of logins queues (with a bound, then
/// 503 and `Retry-After`) instead of taking every core from the searches.
@Suite struct PasswordHashingTests {
    /// How many run now, the most that ever did, and how many started.
    final class Gauge: Sendable {
        private let state = Mutex((now: 0, most: 0, started: 0))
        func enter() { state.withLock { $0.now += 1; $0.started += 1; $0.most = max($0.most, $0.now) } }
        func leave() { state.withLock { $0.now -= 1 } }
        var now: Int { state.withLock { $0.now } }
        var most: Int { state.withLock { $0.most } }
        var started: Int { state.withLock { $0.started } }
    }

    @Test func neverMoreAtOnceThanItsSlots() async throws {
        let hashing = PasswordHashing(slots: 2, queueLimit: 100)
        let running = Gauge()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await hashing.run {
                        running.enter()
                        // Held until another runs beside it (or half a second): an unbounded
                        // pool would then have many at once, however busy the machine.
                        for _ in 0..<50 where running.now < 3 { Thread.sleep(forTimeInterval: 0.01) }
                        running.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(running.most <= 2)
        #expect(running.started == 20)
        #expect(PasswordHashing().slots == max(1, ProcessInfo.processInfo.activeProcessorCount - 1))
    }

    @Test func pastItsQueueARequestIsA503WithRetryAfter() async throws {
        let hashing = PasswordHashing(slots: 1, queueLimit: 2)
        let gate = DispatchSemaphore(value: 0)
        let started = Gauge()
        let blocked = Task { try await hashing.run { started.enter(); gate.wait() } }
        while started.started == 0 { try await Task.sleep(for: .milliseconds(5)) }
        let queued = (0..<2).map { _ in Task { try await hashing.run { started.enter() } } }
        try await Task.sleep(for: .milliseconds(200))
        do {
            try await hashing.run {}
            Issue.record("a fourth request past one slot and a queue of two was let in")
        } catch let error as APIError {
            #expect(error.status == .serviceUnavailable)
            #expect(error.headers[.retryAfter].flatMap { Int($0) }.map { $0 >= 1 } == true)
        }
        gate.signal()
        try await blocked.value
        for task in queued { try await task.value }
        #expect(started.started == 3)
    }

    @Test func aStormOfSignUpsQueuesThenGets503s() async throws {
        // Hashes of the server's cost: the storm must outlast the first hashes.
        try await ServerTest.app(passwordHashingSlots: 1, passwordQueueLimit: 2, passwordCost: 12).serveOnLoopback { client in
            let answers = try await withThrowingTaskGroup(of: (HTTPResponse.Status, String?).self) { group in
                for index in 0..<8 {
                    group.addTask {
                        try await client.execute(uri: "/api/signup", method: .post, headers: ServerTest.headers(json: true),
                                                 body: ServerTest.credentials("storm\(index)", "correct horse battery")) {
                            ($0.status, $0.headers[.retryAfter])
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers.allSatisfy { $0.0 == .created || ($0.0 == .serviceUnavailable && $0.1 != nil) }, "\(answers)")
            #expect(answers.contains { $0.0 == .serviceUnavailable }, "eight at once past one slot and two places: some wait no more")
            #expect(answers.filter { $0.0 == .created }.count >= 3)
        }
    }
}
