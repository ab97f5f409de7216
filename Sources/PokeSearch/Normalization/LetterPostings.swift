/// For a list of words' letter masks (`LetterMask`), the words holding each
/// letter, as bits. Which words lack at most k of a typed word's letters is
/// then worked out 64 words at a time, a few bit operations per letter of
/// the typed word, instead of by one mask comparison per word: what rules
/// most name words out of a typo search before any is compared.
struct LetterPostings: Sendable {
    /// Letter-major: the words holding letter `l` are `bits[l * stride ..< (l + 1) * stride]`.
    private let bits: [UInt64]
    private let stride: Int
    /// Letters a mask has bits for (`a`–`z`, `0`–`9`, other ASCII).
    private static let letters = LetterMask.asciiBitCount

    init(_ masks: [LetterMask]) {
        stride = (masks.count + 63) / 64
        var bits = Array(repeating: UInt64(0), count: Self.letters * stride)
        for (word, mask) in masks.enumerated() {
            let bit = UInt64(1) << UInt64(word & 63)
            // A word with a letter outside ASCII rules nothing out: it holds every letter.
            var letters = mask.isExact ? mask.bits : LetterMask.everyASCIIBit
            while letters != 0 {
                bits[letters.trailingZeroBitCount * stride + word >> 6] |= bit
                letters &= letters &- 1
            }
        }
        self.bits = bits
    }

    /// Calls `body` with each word in `range` that lacks at most `allowed` of
    /// the letters of `letters`, in order: every word, when `letters` is not
    /// all ASCII or more than three letters may lack (callers compare the
    /// words themselves; this only rules most out). With `beginning`, only
    /// the words it lets through of each block are considered.
    func forEachWord(lackingAtMost allowed: Int, of letters: LetterMask, in range: Range<Int>,
                     beginning: LeadingLetters.Blocks? = nil, _ body: (Int) -> Void) {
        guard !range.isEmpty else { return }
        let firstWord = range.lowerBound >> 6, endWord = (range.upperBound + 63) >> 6
        let filters = letters.isExact && allowed <= 3
        bits.withUnsafeBufferPointer { bits in
            // A block of 64 words at a time, its letters' bits in registers:
            // lacking[k], the words lacking more than k of the letters so far.
            for block in firstWord..<endWord {
                var candidates = beginning?.words(inBlock: block) ?? ~UInt64(0)
                if candidates == 0 { continue }
                if filters {
                    var lacking0 = UInt64(0), lacking1 = UInt64(0), lacking2 = UInt64(0), lacking3 = UInt64(0)
                    var rest = letters.bits & LetterMask.everyASCIIBit
                    while rest != 0 {
                        let lacking = ~bits[rest.trailingZeroBitCount &* stride &+ block]
                        lacking3 |= lacking2 & lacking
                        lacking2 |= lacking1 & lacking
                        lacking1 |= lacking0 & lacking
                        lacking0 |= lacking
                        rest &= rest &- 1
                    }
                    switch allowed {
                    case 0: candidates &= ~lacking0
                    case 1: candidates &= ~lacking1
                    case 2: candidates &= ~lacking2
                    default: candidates &= ~lacking3
                    }
                }
                let base = block << 6
                // Only the range's own words.
                if base < range.lowerBound { candidates &= ~0 << UInt64(range.lowerBound - base) }
                if base + 64 > range.upperBound { candidates &= ~0 >> UInt64(base + 64 - range.upperBound) }
                while candidates != 0 {
                    body(base + candidates.trailingZeroBitCount)
                    candidates &= candidates &- 1
                }
            }
        }
    }
}
