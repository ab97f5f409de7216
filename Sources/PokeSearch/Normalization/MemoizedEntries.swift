import Synchronization

/// Small numbers kept per position of a table, each made when first asked for:
/// a process that asks for a few (a one-off command) makes only those, one that
/// asks again and again (a server) makes each once.
final class MemoizedEntries: Sendable {
    /// By position; `unknown` where not made yet.
    private let kept: Mutex<[Int32]>
    private static let unknown: Int32 = -1

    init(count: Int) {
        kept = Mutex(Array(repeating: Self.unknown, count: count))
    }

    /// The value at `position` (within the count given), made by `make` if it is not
    /// kept yet; `make` gives a value from 0 to `Int32.max`.
    func value(at position: Int, make: () -> Int) -> Int {
        let known = kept.withLock { $0[position] }
        if known != Self.unknown { return Int(known) }
        let made = Int32(clamping: max(0, make()))
        kept.withLock { $0[position] = made }
        return Int(made)
    }
}
