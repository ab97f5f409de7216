/// Keys sorted as SQLite's BINARY collation sorts them (by UTF-8 bytes),
/// laid end to end: a lookup compares bytes in place with `memcmp`, never
/// making, copying or counting a `String`. The resident index's tables
/// (71,000 tokens, 30,000 names) are searched this way many times per query.
struct SortedKeys: Sendable {
    private let bytes: [UInt8]
    /// Where each key ends in `bytes` (it starts where the previous one ends).
    private let ends: [Int]

    /// From keys already in byte order.
    init<Keys: Sequence<String>>(_ keys: Keys) {
        var bytes: [UInt8] = [], ends: [Int] = []
        for key in keys {
            bytes.append(contentsOf: key.utf8)
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// From keys already laid end to end as `encoded` gives them; nil when
    /// an end falls or lies beyond `bytes` (a damaged index).
    init?(bytes: [UInt8], ends: [Int]) {
        guard ends.last ?? 0 == bytes.count, ends.first ?? 0 >= 0,
              zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        self.bytes = bytes
        self.ends = ends
    }

    /// Every key's bytes, one after another, and where each ends.
    var encoded: (bytes: [UInt8], ends: [Int]) { (bytes, ends) }

    var count: Int { ends.count }

    /// The key at `index`.
    subscript(index: Int) -> String {
        String(decoding: bytes[start(of: index)..<ends[index]], as: UTF8.self)
    }

    /// The length in bytes of the key at `index`.
    func utf8Count(at index: Int) -> Int {
        ends[index] - start(of: index)
    }

    /// Calls `body` with the index and the bytes of each key in `range`, in order.
    func forEachKey(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                for index in range { body(index, Self.key(index, in: bytes, ends: ends)) }
            }
        }
    }

    private func start(of index: Int) -> Int {
        index == 0 ? 0 : ends[index - 1]
    }

    /// The bytes of the key at `index`, over the storage of `bytes` and `ends`.
    private static func key(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
    }

    /// The indices of the keys equal to `key` (one at most, or several when keys repeat).
    func range(of key: String) -> Range<Int> {
        search(key) { key, probe in probe.compareBytes(key) < 0 } upper: { key, probe in probe.compareBytes(key) <= 0 }
    }

    /// The indices of the keys that start with `prefix`: they sort together, from the prefix on.
    func range(withPrefix prefix: String) -> Range<Int> {
        guard !prefix.isEmpty else { return 0..<count }
        return search(prefix) { prefix, probe in probe.compareBytes(prefix) < 0 } upper: { prefix, probe in
            // Keys that start with the prefix compare equal on its length.
            UnsafeBufferPointer(rebasing: probe.prefix(prefix.count)).compareBytes(prefix) <= 0
        }
    }

    /// The first index where `isBefore` fails, then the first where `isWithin` fails from there
    /// (`isWithin` holds for a run of keys from the first, then never again).
    /// Inlined, so that each caller's comparisons are calls of `memcmp`, not of closures.
    @inline(__always)
    private func search(_ key: String, lower isBefore: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool,
                        upper isWithin: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool) -> Range<Int> {
        var key = key
        return key.withUTF8 { key in
            bytes.withUnsafeBufferPointer { bytes in
                ends.withUnsafeBufferPointer { ends in
                    func probe(_ index: Int) -> UnsafeBufferPointer<UInt8> { Self.key(index, in: bytes, ends: ends) }
                    var low = 0, high = ends.count
                    while low < high {
                        let middle = low + (high - low) / 2
                        if isBefore(key, probe(middle)) { low = middle + 1 } else { high = middle }
                    }
                    let start = low
                    // The range is nearly always short (one key, or a prefix's
                    // few expansions): gallop from its start, then bisect the
                    // last step, rather than bisect all the keys after it.
                    high = start
                    var step = 1
                    while high < ends.count, isWithin(key, probe(high)) {
                        low = high + 1
                        high = low + step
                        step <<= 1
                    }
                    high = min(high, ends.count)
                    while low < high {
                        let middle = low + (high - low) / 2
                        if isWithin(key, probe(middle)) { low = middle + 1 } else { high = middle }
                    }
                    return start..<low
                }
            }
        }
    }
}
