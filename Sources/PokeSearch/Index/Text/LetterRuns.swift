/// The words of a text as runs of letters and digits, judged character by
/// character (`Character.isLetter`, `isNumber`), read from its UTF-8 bytes.
///
/// Splitting a `String` by `Character` finds grapheme boundaries at every
/// step, which made this a tenth of an import's CPU time over the effect and
/// flavor texts. An ASCII byte followed by another (or by the end) is a
/// character of its own (no grapheme rule joins two ASCII scalars but CR LF,
/// neither a letter), so only the characters at or just before non-ASCII
/// bytes are read as `Character`s: the same words as a split by `Character`.
enum LetterRuns {
    /// Calls `body` with each run's text and whether all its bytes are ASCII, in order.
    static func forEach(in text: String, _ body: (_ word: String, _ isASCII: Bool) -> Void) {
        var bytesOf = text
        bytesOf.withUTF8 { bytes in
            let utf8 = text.utf8
            var offset = 0, wordStart = -1, wordIsASCII = true
            func endWord(at end: Int) {
                guard wordStart >= 0 else { return }
                body(String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<end]), as: UTF8.self), wordIsASCII)
                wordStart = -1
                wordIsASCII = true
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                let isWordCharacter: Bool, next: Int
                if byte < 0x80 && (offset + 1 == bytes.count || bytes[offset + 1] < 0x80) {
                    isWordCharacter = byte.isASCIILetterOrDigit
                    next = offset + 1
                } else {
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
