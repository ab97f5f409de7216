import Dispatch

/// Runs slow synchronous work (bcrypt: a quarter of a second) on a Dispatch
/// thread, so it never holds one of the few threads that answer requests.
enum BlockingWork {
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }
}
