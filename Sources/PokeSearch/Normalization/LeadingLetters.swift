/// For a list of words, the words holding each letter among their first
/// one, two or three scalars, as bits (like `LetterPostings`).
///
/// Two words within k edits of each other share a letter among the first
/// k + 1 of each, when both are longer than k: every edit before the first
/// letter they share moves it by at most one place (a swap brings the
/// letter it moves along). A typo search of k edits then rules out, 64 at
/// a time, the words that begin with none of the typed word's first k + 1
/// letters: most of those its letter counts let through (`bulbasuar` shares
/// six letters with hundreds of words, and its first three with few of them).
struct LeadingLetters: Sendable {
    /// Reach-major, then letter: the words holding letter `l` among their
    /// first `r + 1` scalars are `bits[(r * rowsPerReach + l) * stride ..<` one stride on.
    /// Row `asciiBitCount` of each reach: words with a non-ASCII scalar there, which are never ruled out.
    private let bits: [UInt64]
    private let stride: Int
    /// Edits the rows are made for: 0, 1 and 2 (the most a typo search allows).
    static let maximumReach = 2
    private static let rowsPerReach = LetterMask.asciiBitCount + 1

    /// The words, each as its scalars.
    init(_ words: [ArraySlice<UInt32>]) {
        stride = (words.count + 63) / 64
        var bits = Array(repeating: UInt64(0), count: (Self.maximumReach + 1) * Self.rowsPerReach * stride)
        for (word, scalars) in words.enumerated() {
            let bit = UInt64(1) << UInt64(word & 63)
            for (place, scalar) in scalars.prefix(Self.maximumReach + 1).enumerated() {
                let row = Self.row(of: scalar)
                // A letter at `place` is among the first `reach + 1` for every reach from `place` on.
                for reach in place...Self.maximumReach {
                    bits[((reach * Self.rowsPerReach) + row) * stride + word >> 6] |= bit
                }
            }
        }
        self.bits = bits
    }

    /// The row of a scalar: its bit in a `LetterMask`, or the non-ASCII row.
    private static func row(of scalar: UInt32) -> Int {
        var mask = LetterMask([])
        mask.add(scalar)
        return mask.isExact ? mask.bits.trailingZeroBitCount : LetterMask.asciiBitCount
    }

    /// What a typed word is compared by: the rows of its first `reach + 1`
    /// scalars and the non-ASCII row; nil (nothing ruled out) when one of
    /// those scalars is not ASCII, or when the word is no longer than `reach`.
    struct Beginning {
        fileprivate let rows: [Int]
    }

    func beginning(of scalars: [UInt32], reach: Int) -> Beginning? {
        guard reach <= Self.maximumReach, scalars.count > reach else { return nil }
        var rows = [LetterMask.asciiBitCount]
        for scalar in scalars.prefix(reach + 1) {
            let row = Self.row(of: scalar)
            guard row != LetterMask.asciiBitCount else { return nil }
            if !rows.contains(row) { rows.append(row) }
        }
        return Beginning(rows: rows.map { (reach * Self.rowsPerReach + $0) * stride })
    }

    /// The words of each block of 64 that may begin as `beginning`'s word does.
    func blocks(of beginning: Beginning) -> Blocks {
        Blocks(bits: bits, rows: beginning.rows)
    }

    /// The words of each block of 64 that may begin as a typed word does.
    struct Blocks {
        fileprivate let bits: [UInt64]
        fileprivate let rows: [Int]

        @inline(__always)
        func words(inBlock block: Int) -> UInt64 {
            var words = UInt64(0)
            for row in rows { words |= bits[row &+ block] }
            return words
        }
    }
}
