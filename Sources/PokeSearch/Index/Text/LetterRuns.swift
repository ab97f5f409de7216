/// The words of a text as runs of letters and digits, judged character by
/// character (`Character.isLetter`, `isNumber`), read from its UTF-8 bytes.
///
/// Splitting a `String` by `Character` finds grapheme boundaries at every
/// step, which made this a tenth of an import's CPU time over the effect and
/// flavor texts. Most characters are one scalar that no grapheme rule joins
/// to its neighbours, so a character is read as a `Character` only where a
/// rule could apply: next to a scalar outside `SimpleScalar`'s ranges
/// (combining marks, jamo, joiners, flags, most scripts of India). Elsewhere
/// a character is its scalar, a letter or digit by that scalar's
/// properties, as `Character.isLetter` and `isNumber` judge a first
/// scalar: the same words as a split by `Character`.
enum LetterRuns {
    /// Calls `body` with each run's UTF-8 bytes and whether they are all ASCII, in order.
    static func forEach(in text: String, _ body: (_ word: UnsafeBufferPointer<UInt8>, _ isASCII: Bool) -> Void) {
        var bytesOf = text
        bytesOf.withUTF8 { bytes in
            var offset = 0, wordStart = -1, wordIsASCII = true
            func endWord(at end: Int) {
                guard wordStart >= 0 else { return }
                body(UnsafeBufferPointer(rebasing: bytes[wordStart..<end]), wordIsASCII)
                wordStart = -1
                wordIsASCII = true
            }
            while offset < bytes.count {
                let isWordCharacter: Bool, next: Int
                let scalar = SimpleScalar(at: offset, in: bytes)
                if let scalar, offset + scalar.length == bytes.count || SimpleScalar(at: offset + scalar.length, in: bytes) != nil {
                    isWordCharacter = scalar.isLetterOrDigit
                    next = offset + scalar.length
                    if isWordCharacter && scalar.length > 1 { wordIsASCII = false }
                } else {
                    let utf8 = text.utf8
                    let index = utf8.index(utf8.startIndex, offsetBy: offset)
                    let character = text[index]
                    isWordCharacter = character.isLetterQuick || character.isNumberQuick
                    next = offset + utf8.distance(from: index, to: text.index(after: index))
                    if isWordCharacter { wordIsASCII = wordIsASCII && bytes[offset..<next].allSatisfy { $0 < 0x80 } }
                }
                if isWordCharacter {
                    if wordStart < 0 { wordStart = offset }
                } else {
                    endWord(at: offset)
                }
                offset = next
            }
            endWord(at: bytes.count)
        }
    }
}

/// A scalar that is a character of its own whatever simple scalar comes
/// before or after it: ASCII, and the ranges below, where every scalar's
/// grapheme break property is Other, Control, or a Hangul syllable (LV or
/// LVT, which only joins jamo, none of them here). Not a combining mark,
/// joiner, spacing mark, prepended mark, jamo or regional indicator. A
/// test reads every scalar of the ranges against `Character`.
struct SimpleScalar {
    /// Its UTF-8 length.
    let length: Int
    /// A letter or digit as `Character.isLetter` or `isNumber` has it.
    let isLetterOrDigit: Bool

    /// The scalar whose UTF-8 bytes start at `offset` of valid UTF-8 `bytes`, if simple.
    init?(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let lead = bytes[offset]
        if lead < 0x80 {
            length = 1
            isLetterOrDigit = lead.isASCIILetterOrDigit
            return
        }
        let value: UInt32
        if lead < 0xE0 {
            value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
            length = 2
        } else if lead < 0xF0 {
            value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
            length = 3
        } else {
            return nil
        }
        guard Self.isSimple(value), let scalar = Unicode.Scalar(value) else { return nil }
        // What `Character.isLetter` and `isNumber` ask of a first scalar.
        isLetterOrDigit = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Latin, Greek and Cyrillic letters without combining marks; general
    /// punctuation, symbols and number forms; CJK punctuation, kana,
    /// bopomofo, compatibility jamo and ideographs; Hangul syllables; full-
    /// and half-width forms. Each range stops short of the combining marks
    /// beside it (U+0300, U+0483, U+20D0, U+302A, U+3099, U+FF9E) and of the
    /// joiners and format controls (U+200B to U+200F, U+2060).
    static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0x2FF, 0x370...0x482, 0x48A...0x52F,
             0x2010...0x2027, 0x2030...0x205F, 0x2070...0x20CF, 0x2100...0x2BFF,
             0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3100...0x318F,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D:
            return true
        default:
            return false
        }
    }
}
