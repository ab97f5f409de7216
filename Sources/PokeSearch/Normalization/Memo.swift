import Synchronization

/// Values made on their key's first need and kept, across calls and
/// threads. Unbounded by default, for keys that are few: what a search asks
/// again and again (a card kind's sets, a matchup's answer, a typed
/// length's deletion index, an entity kind's names) costs one locked
/// look-up after the first, and an open Pokédex file never changes under
/// its connection, so nothing kept goes stale. Given a capacity (keys drawn
/// from text, such as transliterated runs), all are forgotten at once when
/// it is reached, so that memory stays bounded.
///
/// The lock is not held while a value is made (making one may read the
/// database, or take milliseconds): two threads may both make a key's value
/// at once, and both then get the one stored first.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let capacity: Int
    private let kept = Mutex<[Key: Value]>([:])

    init(capacity: Int = .max) {
        self.capacity = capacity
    }

    /// The value of `key`, made by `make` if it is not kept.
    func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let known = kept.withLock({ $0[key] }) { return known }
        let made = try make()
        return kept.withLock { kept in
            if let first = kept[key] { return first }
            if kept.count >= capacity { kept.removeAll(keepingCapacity: true) }
            kept[key] = made
            return made
        }
    }
}
