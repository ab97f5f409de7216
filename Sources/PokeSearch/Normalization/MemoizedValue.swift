import Synchronization

/// One value made on first need and kept, as `Memo` keeps one per key.
final class MemoizedValue<Value: Sendable>: Sendable {
    private let kept = Mutex<Value?>(nil)

    init() {}

    /// The value, made by `make` if it is not kept yet.
    func value(make: () throws -> Value) rethrows -> Value {
        if let known = kept.withLock({ $0 }) { return known }
        let made = try make()
        return kept.withLock { kept in
            if let first = kept { return first }
            kept = made
            return made
        }
    }
}
