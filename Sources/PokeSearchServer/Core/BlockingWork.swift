import Dispatch

/// Runs slow or waiting synchronous work (bcrypt: a quarter of a second; a
/// write to the user data file, which may wait 5 s for another process's
/// lock) on a Dispatch thread, so it never holds one of the few threads (one
/// per core) that answer requests.
enum BlockingWork {
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }
}
