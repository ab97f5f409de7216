import Foundation

/// Results remembered across calls and threads, forgotten all at once when
/// there are `capacity` of them, so that memory stays bounded.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let capacity: Int
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// A memo of at most `capacity` results.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The remembered value for `key`, else `compute(key)`, remembered.
    func value(for key: Key, compute: (Key) -> Value) -> Value {
        if let value = lock.withLock({ values[key] }) {
            return value
        }
        let value = compute(key)  // unlocked: two threads may compute the same value, harmlessly
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }
}
