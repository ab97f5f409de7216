/// The set of ASCII letters and digits in a word, as bits: a lower bound of
/// the edit distance between two words in two instructions, so that typo
/// search rules out most name words before counting their letters.
///
/// One machine word, so that a pass over thousands of masks reads them
/// as they lie, eight to a cache line.
struct LetterMask: Sendable, Equatable {
    /// Bit 0–25 `a`–`z`, 26–35 `0`–`9`, 36 any other ASCII character; bit 63:
    /// a non-ASCII scalar was seen, and the mask rules nothing out.
    private(set) var bits: UInt64 = 0

    private static let inexact: UInt64 = 1 << 63

    /// How many bits stand for ASCII characters (bits 0 to 36).
    static let asciiBitCount = 37
    /// Every one of them: what a word with a non-ASCII scalar may hold.
    static let everyASCIIBit: UInt64 = (1 << UInt64(asciiBitCount)) - 1

    /// Whether every scalar was ASCII (else the mask rules nothing out).
    var isExact: Bool { bits & Self.inexact == 0 }

    init(_ scalars: ArraySlice<UInt32>) {
        for scalar in scalars { add(scalar) }
    }

    /// Adds one scalar of the word.
    mutating func add(_ scalar: UInt32) {
        switch scalar {
        case 0x61...0x7A: bits |= 1 << UInt64(scalar - 0x61)
        case 0x30...0x39: bits |= 1 << UInt64(26 + scalar - 0x30)
        case 0..<0x80: bits |= 1 << 36
        default: bits |= Self.inexact
        }
    }

    /// A lower bound of the edit distance between words with these letters:
    /// every letter one has and the other lacks needs its own edit (a
    /// substitution mends one on each side, a swap none); 0 for non-ASCII words.
    /// `bOnlyPartly`: `b` is the mask of a longer word whose prefix is compared,
    /// so only `a`'s letters missing from it count.
    static func lowerBound(_ a: LetterMask, _ b: LetterMask, bOnlyPartly: Bool = false) -> Int {
        guard a.isExact, b.isExact else { return 0 }
        let onlyInA = (a.bits & ~b.bits).nonzeroBitCount
        return bOnlyPartly ? onlyInA : max(onlyInA, (b.bits & ~a.bits).nonzeroBitCount)
    }

    /// Whether `lowerBound(a, b, bOnlyPartly:) <= allowed`, for the typo
    /// search's pass over every name word: "at most k bits set" by clearing
    /// the lowest bit k times, for a build target with no population-count
    /// instruction (Swift's baseline x86-64), where `nonzeroBitCount` is a
    /// dozen instructions.
    @inline(__always)
    static func allows(_ a: LetterMask, _ b: LetterMask, within allowed: Int, bOnlyPartly: Bool = false) -> Bool {
        guard (a.bits | b.bits) & inexact == 0 else { return true }
        return hasAtMost(allowed, bitsIn: a.bits & ~b.bits) && (bOnlyPartly || hasAtMost(allowed, bitsIn: b.bits & ~a.bits))
    }

    @inline(__always)
    private static func hasAtMost(_ count: Int, bitsIn value: UInt64) -> Bool {
        // Typos allowed are 1 or 2: spelt out, as a loop is unrolled eightfold.
        switch count {
        case 1: return value & (value &- 1) == 0
        case 2:
            let rest = value & (value &- 1)
            return rest & (rest &- 1) == 0
        default:
            var rest = value
            for _ in 0..<max(0, count) { rest &= rest &- 1 }
            return rest == 0
        }
    }
}
