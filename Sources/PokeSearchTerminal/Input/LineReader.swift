import Foundation

/// Lines typed on standard input, read on a thread of their own so that a
/// loop (the encounter countdown) can wait for one with a timeout.
public final class LineReader: @unchecked Sendable {
    private let lock = NSLock()
    private let available = DispatchSemaphore(value: 0)
    private var lines: [String] = []

    /// Starts reading standard input until its end.
    public init() {
        // read(2) through FileHandle, not readLine(): a thread blocked in
        // readLine holds stdin's stdio lock, and exit() would wait for it.
        let thread = Thread { [self] in
            var pending = Data()
            while case let data = FileHandle.standardInput.availableData, !data.isEmpty {
                pending.append(data)
                while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...end)
                    lock.withLock { lines.append(line) }
                    available.signal()
                }
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
