import Foundation

/// A bounded hand-off from the decoding threads to the single writer: it
/// keeps decoding ahead of writing without holding the whole dump in memory.
final class BatchChannel: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer: [RowBatch] = []
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

    /// Waits for room, then queues `batch`; drops it once cancelled.
    func put(_ batch: RowBatch) {
        condition.lock()
        defer { condition.unlock() }
        while buffer.count - head >= capacity && failure == nil { condition.wait() }
        guard failure == nil else { return }
        buffer.append(batch)
        condition.broadcast()
    }

    /// The next batch; nil once producers are done or one of them failed.
    func take() -> RowBatch? {
        condition.lock()
        defer { condition.unlock() }
        while head == buffer.count && !finished && failure == nil { condition.wait() }
        guard failure == nil, head < buffer.count else { return nil }
        let batch = buffer[head]
        head += 1
        if head > 256 {
            buffer.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return batch
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
