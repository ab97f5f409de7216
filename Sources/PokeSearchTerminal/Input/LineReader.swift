import Foundation

/// Lines typed on standard input, read on a thread of their own so that a
/// loop (the encounter countdown) can wait for one with a timeout.
public final class LineReader: @unchecked Sendable {
    private let lock = NSLock()
    private let available = DispatchSemaphore(value: 0)
    private var lines: [String] = []

    /// Starts reading standard input until its end.
    public init() {
        let thread = Thread { [self] in
            while let line = readLine() {
                lock.withLock { lines.append(line) }
                available.signal()
            }
        }
        thread.start()
    }

    /// The next line, waiting up to `seconds`; nil when none came.
    public func next(waiting seconds: Double) -> String? {
        guard available.wait(timeout: .now() + seconds) == .success else { return nil }
        return lock.withLock { lines.removeFirst() }
    }
}
