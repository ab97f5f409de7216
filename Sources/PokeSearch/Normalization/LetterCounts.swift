/// How many of each ASCII character a word holds, counted once so that a
/// misspelt word can be compared with thousands of name words cheaply: a
/// character one word has more of than the other needs an edit each, so
/// `max(|a|, |b|) − shared` is a lower bound of their edit distance.
struct LetterCounts {
    /// Per character, in one allocation (a word is counted for each typo
    /// correction): how many the word holds (low byte), how many of them the
    /// word being compared took (next byte), valid when the stamp above is
    /// the current comparison's. Nothing is reset between comparisons: each
    /// touches only its own few characters.
    private var entries = [UInt32](repeating: 0, count: 128)
    private let length: Int
    /// A word with a character outside ASCII gives no bound (0).
    private var isASCII = true
    private var comparison: UInt32 = 0

    init(_ scalars: [UInt32]) {
        length = scalars.count
        for scalar in scalars {
            guard scalar < 128, entries[Int(scalar)] & 0xFF < 0xFF else { isASCII = false; break }
            entries[Int(scalar)] += 1
        }
    }

    /// A lower bound of the edit distance between this word and `other`.
    mutating func lowerBound<Scalars: Collection<UInt32>>(to other: Scalars) -> Int {
        guard isASCII else { return 0 }
        comparison += 1
        // Stamps are 16 bits: after 65,535 comparisons they start again from 1, all cleared.
        if comparison > 0xFFFF {
            for index in entries.indices { entries[index] &= 0xFF }
            comparison = 1
        }
        let stamp = comparison << 16
        var shared = 0
        entries.withUnsafeMutableBufferPointer { entries in
            for scalar in other {
                guard scalar < 128 else { shared = -1; return }
                var entry = entries[Int(scalar)]
                if entry & 0xFFFF_0000 != stamp { entry = stamp | entry & 0xFF }
                // Taken fewer than the word holds: one more shared.
                if entry >> 8 & 0xFF < entry & 0xFF {
                    entry += 0x100
                    shared += 1
                }
                entries[Int(scalar)] = entry
            }
        }
        return shared < 0 ? 0 : max(length, other.count) - shared
    }
}
