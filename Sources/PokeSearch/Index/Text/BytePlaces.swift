import Foundation

/// The distinct byte strings met, each numbered by first sight: the place
/// of a token or a word, found from its UTF-8 bytes.
///
/// The index build meets millions of tokens and words but only some
/// hundred thousand distinct ones. Keyed by `String`, each one met made a
/// string, hashed it with SipHash and, beyond ASCII, compared keys through
/// Unicode normalization; here the bytes are hashed where they lie and
/// compared with `memcmp`, and a string is made once per distinct one.
/// Bytes are only equal as bytes: callers hand in one spelling per key
/// (tokens are analyzed, words lower-cased or folded first).
struct BytePlaces {
    /// Every place's bytes, one after the other: place `p` is `bytes[starts[p]..<starts[p + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Open addressing, linear probing: a place plus one, 0 for an empty slot.
    private var slots: [Int32] = Array(repeating: 0, count: 1 << 12)

    /// How many distinct byte strings have been met.
    var count: Int { hashes.count }

    /// The place of `key`: a new one (the count before) when it is met first.
    mutating func place(of key: UnsafeBufferPointer<UInt8>) -> (place: Int, isNew: Bool) {
        let hash = Self.hash(key)
        var slot = Self.slot(of: hash, among: slots.count)
        while slots[slot] != 0 {
            let place = Int(slots[slot]) - 1
            if hashes[place] == hash && holds(key, at: place) { return (place, false) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let place = hashes.count
        hashes.append(hash)
        bytes.append(contentsOf: key)
        starts.append(bytes.count)
        slots[slot] = Int32(place + 1)
        if hashes.count * 2 > slots.count { grow() }
        return (place, true)
    }

    /// The bytes of `place` as a string.
    func string(at place: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[starts[place]..<starts[place + 1]]), as: UTF8.self) }
    }

    private func holds(_ key: UnsafeBufferPointer<UInt8>, at place: Int) -> Bool {
        let start = starts[place]
        guard starts[place + 1] - start == key.count else { return false }
        guard let keyBytes = key.baseAddress, !key.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, keyBytes, key.count) == 0 }
    }

    /// Twice the slots, every place put back: the load stays at most one half.
    private mutating func grow() {
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        for (place, hash) in hashes.enumerated() {
            var slot = Self.slot(of: hash, among: grown.count)
            while grown[slot] != 0 { slot = (slot + 1) & (grown.count - 1) }
            grown[slot] = Int32(place + 1)
        }
        slots = grown
    }

    /// 64-bit FNV-1a: tokens and words are a few bytes long.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// FNV's low bits alone cluster; its high half is folded in.
    private static func slot(of hash: UInt64, among count: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (count - 1)
    }
}
