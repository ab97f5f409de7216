/// Words listed under their spelling and each of their spellings with one
/// scalar left out, hashed: a symmetric deletion index, after SymSpell.
///
/// Two words within one edit of each other (a letter changed, added, left
/// out, or two neighbours swapped) share such a spelling, so the words
/// within one edit of a typed word of k scalars are among those listed
/// under its own k + 1 spellings: k + 1 look-ups in place of a pass over
/// thousands of words. Hashes may collide, so a word listed is only a
/// candidate, and may be listed more than once: callers measure the
/// distance of each.
struct DeletionIndex: Sendable {
    /// Bucket `b`'s entries are `starts[b] ..< starts[b + 1]`.
    private let starts: [Int32]
    /// Per entry, the word and the low half of its spelling's hash, which
    /// rules out most words of a bucket that only share the hash's top bits.
    private let words: [Int32]
    private let fingerprints: [UInt32]
    /// A hash's bucket is its top bits.
    private let shift: UInt64

    /// Word `i` is spelt `spellings[i]`.
    init(_ spellings: [ArraySlice<UInt32>]) {
        var hashes: [UInt64] = [], owners: [Int32] = []
        let entries = spellings.reduce(0) { $0 + $1.count + 1 }
        hashes.reserveCapacity(entries)
        owners.reserveCapacity(entries)
        for (word, spelling) in spellings.enumerated() {
            spelling.withUnsafeBufferPointer { spelling in
                Self.forEachSpelling(of: spelling) { hashes.append($0); owners.append(Int32(word)) }
            }
        }
        // At least twice as many buckets as entries: most hold one or none.
        let bits = max(4, Int.bitWidth - (hashes.count * 2).leadingZeroBitCount)
        shift = UInt64(64 - bits)
        var starts = [Int32](repeating: 0, count: (1 << bits) + 1)
        for hash in hashes { starts[Int(hash >> shift) + 1] += 1 }
        for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
        var next = starts
        var words = [Int32](repeating: 0, count: hashes.count), fingerprints = [UInt32](repeating: 0, count: hashes.count)
        for (hash, owner) in zip(hashes, owners) {
            let bucket = Int(hash >> shift), entry = Int(next[bucket])
            next[bucket] += 1
            words[entry] = owner
            fingerprints[entry] = UInt32(truncatingIfNeeded: hash)
        }
        self.starts = starts
        self.words = words
        self.fingerprints = fingerprints
    }

    /// Calls `body` with every word listed under one of `typed`'s spellings:
    /// each word within one edit of it, and maybe others, some more than once.
    func forEachCandidate(of typed: UnsafeBufferPointer<UInt32>, _ body: (Int) -> Void) {
        Self.forEachSpelling(of: typed) { hash in
            let bucket = Int(hash >> shift), fingerprint = UInt32(truncatingIfNeeded: hash)
            for entry in Int(starts[bucket])..<Int(starts[bucket + 1]) where fingerprints[entry] == fingerprint {
                body(Int(words[entry]))
            }
        }
    }

    /// The hashes of `scalars` and of each of its spellings with one scalar
    /// left out (once for a run of the same scalar: leaving out any of it
    /// spells the same). Polynomial hashes, so that each spelling with one
    /// left out is the hash of the scalars before it, shifted, plus that of
    /// those after it: a word's k + 1 hashes in one pass each way, with no
    /// allocation.
    private static func forEachSpelling(of scalars: UnsafeBufferPointer<UInt32>, _ body: (UInt64) -> Void) {
        let count = scalars.count
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count + 1) { before in
            // before[i]: the hash of the first i scalars.
            before[0] = 0
            for place in 0..<count { before[place + 1] = before[place] &* multiplier &+ UInt64(scalars[place]) &+ 1 }
            body(mixed(before[count], count: count))
            // after: the hash of the scalars after `place`; its highest power, multiplier^(their count).
            var after: UInt64 = 0, power: UInt64 = 1
            for place in stride(from: count - 1, through: 0, by: -1) {
                if place == 0 || scalars[place] != scalars[place - 1] {
                    body(mixed(before[place] &* power &+ after, count: count - 1))
                }
                after = after &+ (UInt64(scalars[place]) &+ 1) &* power
                power = power &* multiplier
            }
        }
    }

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A hash mixed with its spelling's length, so that the top bits (the bucket) depend on every bit.
    @inline(__always)
    private static func mixed(_ hash: UInt64, count: Int) -> UInt64 {
        var hash = hash ^ UInt64(truncatingIfNeeded: count) &* 0xD6E8_FEB8_6659_FD93
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        return hash ^ hash >> 33
    }
}
