import Synchronization

/// Values read once per key and kept, where a page asks for many keys at
/// once: the keys not known yet are read together, in one query, and the
/// rest come from memory. The keys are few and bounded (a Pokémon or form
/// in a language), so nothing is ever forgotten.
final class BatchMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let known = Mutex<[Key: Value]>([:])

    init() {}

    /// The values of `keys`, in their order (nil for a key without one); those not
    /// known yet come from `read(missing)`, which may leave out keys that have no
    /// value. In order rather than by key: a page of results takes them as they
    /// come, without a dictionary to build and look up (each value a struct of
    /// strings, copied once less).
    func values(for keys: [Key], read: ([Key]) throws -> [Key: Value]) rethrows -> [Value?] {
        var values: [Value?] = []
        values.reserveCapacity(keys.count)
        var missing: [Key] = []
        known.withLock { known in
            for key in keys {
                let value = known[key]
                if value == nil { missing.append(key) }
                values.append(value)
            }
        }
        guard !missing.isEmpty else { return values }
        let read = try read(missing)
        known.withLock { known in known.merge(read) { first, _ in first } }
        for index in keys.indices where values[index] == nil { values[index] = read[keys[index]] }
        return values
    }
}
