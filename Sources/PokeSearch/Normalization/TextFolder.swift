/// Folds text to the key that search compares: "Mr. Mime" → "mr mime".
///
/// ICU folding (compatibility forms, case, Latin diacritics: "ＦＬＡＢÉＢÉ" →
/// "flabebe"), then apostrophes deleted ("farfetch’d" → "farfetchd"), ♀ and ♂
/// spelled "f" and "m" as in the slugs, hiragana written as katakana, and every
/// run of other non-letters, non-digits collapsed to one space.
enum TextFolder {
    /// The folded words of `text`, joined by single spaces.
    static func fold(_ text: String) -> String {
        asciiFolded(text) ?? foldEveryScalar(text)
    }

    /// `fold` of words of ASCII letters and digits between single spaces
    /// (nearly every query, and every word of one), read from the bytes:
    /// folding only lower-cases them. The fold of every scalar costs some
    /// thousands of instructions a word, and a search folds each word a few
    /// times. Nil for any other text.
    static func asciiFolded(_ text: String) -> String? {
        var hasUppercase = false, previous = UInt8(ascii: " ")
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                guard previous != byte else { return nil }
            } else if byte.isASCIIUppercaseLetter {
                hasUppercase = true
            } else if !byte.isASCIILetterOrDigit {
                return nil
            }
            previous = byte
        }
        guard previous != UInt8(ascii: " ") else { return nil }
        return hasUppercase ? text.lowercased() : text
    }

    /// `fold`, scalar by scalar.
    static func foldEveryScalar(_ text: String) -> String {
        var folded: [Unicode.Scalar] = []
        forEachWord(of: text) { word in
            if !folded.isEmpty { folded.append(" ") }
            folded += word.scalars
        }
        return String(scalars: folded[...])
    }

    /// The folded words of `text`, without separators: "pen huo long" → "penhuolong".
    static func foldJoined(_ text: String) -> String {
        var folded: [Unicode.Scalar] = []
        forEachWord(of: text) { folded += $0.scalars }
        return String(scalars: folded[...])
    }

    private static func forEachWord(of text: String, _ body: (FoldedWord) -> Void) {
        var text = text
        text.withUTF8 { FoldedWords.scan($0, body) }
    }
}
