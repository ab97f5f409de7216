import Synchronization

/// Values read once per key and kept, where a page asks for many keys at
/// once: the keys not known yet are read together, in one query, and the
/// rest come from memory. The keys are few and bounded (a Pokémon or form
/// in a language), so nothing is ever forgotten.
final class BatchMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let known = Mutex<[Key: Value]>([:])

    init() {}

    /// The values of `keys`; those not known yet come from `read(missing)`,
    /// which may leave out keys that have no value.
    func values(for keys: [Key], read: ([Key]) throws -> [Key: Value]) rethrows -> [Key: Value] {
        var found: [Key: Value] = [:]
        var missing: [Key] = []
        known.withLock { known in
            for key in keys {
                if let value = known[key] { found[key] = value } else { missing.append(key) }
            }
        }
        guard !missing.isEmpty else { return found }
        let read = try read(missing)
        known.withLock { known in known.merge(read) { first, _ in first } }
        return found.merging(read) { first, _ in first }
    }
}
