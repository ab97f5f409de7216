import Foundation

/// A bounded hand-off between threads: from an archive's reading thread to
/// the decoding threads (entries), and from those to the single writer
/// (rows). Producers wait for room, so that reading keeps ahead of decoding
/// and decoding of writing without holding the whole dump in memory.
final class BoundedChannel<Element>: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer: [Element] = []
    private var head = 0
    private let capacity: Int
    private var finished = false
    private(set) var failure: (any Error)?

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Whether producers should stop: a file failed or the writer gave up.
    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return failure != nil
    }

    /// Waits for room, then queues `element`; drops it once cancelled.
    func put(_ element: Element) {
        condition.lock()
        defer { condition.unlock() }
        while buffer.count - head >= capacity && failure == nil { condition.wait() }
        guard failure == nil else { return }
        buffer.append(element)
        condition.broadcast()
    }

    /// The next element; nil once producers are done or one of them failed.
    func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while head == buffer.count && !finished && failure == nil { condition.wait() }
        guard failure == nil, head < buffer.count else { return nil }
        let element = buffer[head]
        head += 1
        if head > 256 {
            buffer.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return element
    }

    /// Records the first failure and wakes everybody up.
    func fail(_ error: any Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    /// Marks the end of production.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}
