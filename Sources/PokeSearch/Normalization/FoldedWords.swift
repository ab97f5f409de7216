/// A word of folded text, and the UTF-8 bytes of the original text that each
/// of its scalars came from.
struct FoldedWord {
    var scalars: [Unicode.Scalar] = []
    var sources: [Range<Int>] = []
}

/// Cuts UTF-8 text into the words of its folded form (see `TextFolder`).
///
/// The text is folded piecewise, between segment boundaries (spaces,
/// punctuation). A segment that ICU would leave alone skips ICU and keeps the
/// exact source of each scalar; in a segment that ICU reshapes ("Ｐｏｋé"),
/// every folded scalar comes from the whole segment.
struct FoldedWords {
    private var word = FoldedWord()
    private var utf16: [UInt16] = []

    /// Calls `body` with each folded word of `utf8`, in order.
    static func scan(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (FoldedWord) -> Void) {
        var scanner = FoldedWords()
        var scalars = UTF8Scalars(utf8)
        var next = scalars.next()
        while let (first, firstRange) = next {
            next = scalars.next()
            if first.isSegmentBoundary {
                scanner.endWord(body)
                continue
            }
            var segment = firstRange
            var needsICU = !first.foldsWithoutICU
            while let (scalar, range) = next, !scalar.isSegmentBoundary {
                segment = segment.lowerBound..<range.upperBound
                needsICU = needsICU || !scalar.foldsWithoutICU
                next = scalars.next()
            }
            scanner.fold(UnsafeBufferPointer(rebasing: utf8[segment]), at: segment, needsICU: needsICU, body)
        }
        scanner.endWord(body)
    }

    private mutating func fold(
        _ segment: UnsafeBufferPointer<UInt8>, at range: Range<Int>, needsICU: Bool, _ body: (FoldedWord) -> Void
    ) {
        guard needsICU else {
            for (scalar, source) in UTF8Scalars(segment, offset: range.lowerBound) {
                append(scalar.asciiLowercased, from: source, body)
            }
            return
        }
        // Deletions go first: NFKD would turn ´ into a space and an accent.
        utf16.removeAll(keepingCapacity: true)
        for (scalar, _) in UTF8Scalars(segment) where !scalar.isDeletedByFolding {
            utf16 += scalar.utf16
        }
        let folded = ICU.fold(utf16) ?? utf16
        var i = 0
        while i < folded.count {
            var value = UInt32(folded[i])
            i += 1
            if UTF16.isLeadSurrogate(folded[i - 1]), i < folded.count, UTF16.isTrailSurrogate(folded[i]) {
                value = 0x10000 + (value - 0xD800) << 10 + (UInt32(folded[i]) - 0xDC00)
                i += 1
            }
            append(Unicode.Scalar(value) ?? "\u{FFFD}", from: range, body)
        }
    }

    /// Adds a folded scalar: the last folding steps, which ICU does not do.
    private mutating func append(_ scalar: Unicode.Scalar, from source: Range<Int>, _ body: (FoldedWord) -> Void) {
        if scalar.isDeletedByFolding { return }
        if case 0x3041...0x3096 = scalar.value {  // hiragana → katakana: ぴかちゅう == ピカチュウ
            word.scalars.append(Unicode.Scalar(scalar.value + 0x60)!)
            word.sources.append(source)
        } else if let letter = scalar.genderLetter {
            endWord(body)
            word.scalars.append(letter)
            word.sources.append(source)
            endWord(body)
        } else if scalar.isWordCharacter {
            word.scalars.append(scalar)
            word.sources.append(source)
        } else {
            endWord(body)
        }
    }

    private mutating func endWord(_ body: (FoldedWord) -> Void) {
        guard !word.scalars.isEmpty else { return }
        body(word)
        word.scalars.removeAll(keepingCapacity: true)
        word.sources.removeAll(keepingCapacity: true)
    }
}
