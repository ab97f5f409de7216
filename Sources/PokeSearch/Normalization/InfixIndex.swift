#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings laid end to end in one buffer, each after a 0 byte, to find the
/// ones that hold a word inside them (`pex` in Toxapex, `chomp` in
/// Garchomp). A pass over the whole buffer (`memchr` to each place the
/// word's first byte is) stopped thousands of times on a common letter and
/// was most of what a word that finds no name cost; so the strings are also
/// kept by each pair of bytes they hold after their first byte, and a look-up
/// tests only the strings holding the word's rarest pair (a few dozen).
struct InfixIndex: Sendable {
    /// Every string's bytes, each after a 0 byte (none holds one: they are folded text).
    private let bytes: [UInt8]
    /// Where each string begins in `bytes`, in order, and the end of the last.
    private let starts: [Int]
    /// The strings holding each pair of bytes after their first byte, once
    /// each and in order: pair `p` (first byte × 256 + second) has
    /// `pairStrings[pairStarts[p]..<pairStarts[p + 1]]`.
    private let pairStarts: [Int32]
    private let pairStrings: [Int32]

    init(_ strings: [String]) {
        var bytes: [UInt8] = [], starts: [Int] = []
        bytes.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count + 1 })
        for string in strings {
            bytes.append(0)
            starts.append(bytes.count)
            bytes += string.utf8
        }
        self.init(bytes: bytes, starts: starts)
    }

    /// Strings laid end to end in `laidOut`, each ending at the next of
    /// `ends`: their bytes are copied, no string is made.
    init(laidOut: [UInt8], ends: [Int]) {
        var bytes: [UInt8] = [], starts: [Int] = []
        bytes.reserveCapacity(laidOut.count + ends.count)
        starts.reserveCapacity(ends.count + 1)
        var start = 0
        for end in ends {
            bytes.append(0)
            starts.append(bytes.count)
            bytes += laidOut[start..<end]
            start = end
        }
        self.init(bytes: bytes, starts: starts)
    }

    /// From the strings' bytes, each after a 0 byte, and where each begins.
    private init(bytes: [UInt8], starts: [Int]) {
        let count = starts.count
        var starts = starts
        starts.append(bytes.count + 1)
        self.bytes = bytes
        self.starts = starts
        // Two passes, counting then placing: no dictionary, no array per pair.
        var counts = [Int32](repeating: 0, count: 65_537)
        var lastString = [Int32](repeating: -1, count: 65_536)
        func forEachPair(_ body: (Int, Int32) -> Void) {
            for string in 0..<count {
                let start = starts[string], end = starts[string + 1] - 1
                guard end - start >= 3 else { continue }
                for position in start + 1..<end - 1 {
                    body(Int(bytes[position]) << 8 | Int(bytes[position + 1]), Int32(string))
                }
            }
        }
        forEachPair { pair, string in
            guard lastString[pair] != string else { return }
            lastString[pair] = string
            counts[pair + 1] += 1
        }
        for pair in 1...65_536 { counts[pair] += counts[pair - 1] }
        var next = counts
        var pairStrings = [Int32](repeating: 0, count: Int(counts[65_536]))
        lastString = [Int32](repeating: -1, count: 65_536)
        forEachPair { pair, string in
            guard lastString[pair] != string else { return }
            lastString[pair] = string
            pairStrings[Int(next[pair])] = string
            next[pair] += 1
        }
        pairStarts = counts
        self.pairStrings = pairStrings
    }

    /// The positions of the strings that hold `needle` after their first
    /// byte (a string that starts with it is a prefix match, found otherwise), in order.
    func strings(holding needle: String) -> [Int] {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty, !needle.contains(0) else { return [] }
        guard needle.count >= 2 else { return scan(for: needle) }
        // The needle's rarest pair: every string holding the needle inside holds it there.
        var rarest = 0
        for offset in 0..<needle.count - 1 {
            if pairCount(needle, at: offset) < pairCount(needle, at: rarest) { rarest = offset }
        }
        let pair = Int(needle[rarest]) << 8 | Int(needle[rarest + 1])
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { bytes in
            for slot in Int(pairStarts[pair])..<Int(pairStarts[pair + 1]) {
                let string = Int(pairStrings[slot])
                if holds(needle, inside: string, bytes: bytes) { found.append(string) }
            }
        }
        return found
    }

    /// How many strings hold the needle's pair at `offset`.
    private func pairCount(_ needle: [UInt8], at offset: Int) -> Int32 {
        let pair = Int(needle[offset]) << 8 | Int(needle[offset + 1])
        return pairStarts[pair + 1] - pairStarts[pair]
    }

    /// Whether string `string` holds `needle` at some place after its first byte.
    private func holds(_ needle: [UInt8], inside string: Int, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[string] + 1, end = starts[string + 1] - 1
        guard end - start >= needle.count else { return false }
        return needle.withUnsafeBufferPointer { needle in
            for position in start...(end - needle.count) where bytes[position] == needle[0] {
                if memcmp(bytes.baseAddress! + position, needle.baseAddress!, needle.count) == 0 { return true }
            }
            return false
        }
    }

    /// `strings(holding:)` for one byte, by a pass over every string.
    private func scan(for needle: [UInt8]) -> [Int] {
        var found: [Int] = []
        for string in 0..<starts.count - 1 {
            let start = starts[string] + 1, end = starts[string + 1] - 1
            if start < end, bytes[start..<end].contains(needle[0]) { found.append(string) }
        }
        return found
    }
}
