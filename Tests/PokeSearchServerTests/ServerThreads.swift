import Foundation
import Testing

/// Threads of their own for the tests that run a server on loopback and talk
/// to it over a socket. Swift concurrency's pool has one thread per core (two
/// here), and the suite's long synchronous tests (processes run in parallel,
/// the query fuzz) can hold both for minutes; a server whose connections run
/// on that pool then answers nothing, and a test waiting on a socket times
/// out. Every task of a test with this trait (the application, its
/// connections, the test's own awaits) prefers these threads instead.
final class ServerThreads: TaskExecutor, @unchecked Sendable {
    static let shared = ServerThreads(count: 4)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "server-tests-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Runs each test of a suite on `ServerThreads` (see there).
struct OnServerThreads: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(ServerThreads.shared) { try await function() }
    }
}

extension Trait where Self == OnServerThreads {
    /// The suite's servers and sockets on threads of their own, not the pool the other tests may hold.
    static var onServerThreads: Self { Self() }
}
