import Foundation

extension CommandLineRun {
    /// Runs every one of `runs` (each starts a process and waits for it),
    /// `parallelism` at a time; the results in order. On Dispatch's threads:
    /// minutes of waiting on processes must not hold a thread of Swift
    /// concurrency's pool (one per core), which the suite's servers and async
    /// tests need meanwhile.
    static func all(_ runs: [@Sendable () throws -> CommandLineRun], parallelism: Int) async throws -> [CommandLineRun] {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                let queue = WorkQueue(runs)
                DispatchQueue.concurrentPerform(iterations: parallelism) { _ in
                    while let (index, run) = queue.take() {
                        do {
                            queue.finish(index, with: try run())
                        } catch {
                            queue.fail(error)
                        }
                    }
                }
                continuation.resume(with: Result { try queue.results() })
            }
        }
    }

    /// Runs handed out one at a time to the threads that run them.
    private final class WorkQueue: @unchecked Sendable {
        private let lock = NSLock()
        private let runs: [@Sendable () throws -> CommandLineRun]
        private var next = 0
        private var finished: [CommandLineRun?]
        private var failure: (any Error)?

        init(_ runs: [@Sendable () throws -> CommandLineRun]) {
            self.runs = runs
            finished = Array(repeating: nil, count: runs.count)
        }

        func take() -> (Int, @Sendable () throws -> CommandLineRun)? {
            lock.withLock {
                guard next < runs.count, failure == nil else { return nil }
                defer { next += 1 }
                return (next, runs[next])
            }
        }

        func finish(_ index: Int, with run: CommandLineRun) {
            lock.withLock { finished[index] = run }
        }

        func fail(_ error: any Error) {
            lock.withLock { failure = error }
        }

        func results() throws -> [CommandLineRun] {
            try lock.withLock {
                if let failure { throw failure }
                return finished.map { $0! }
            }
        }
    }
}
