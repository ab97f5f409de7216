/// A number as people type one in a query: decimal digits with an optional
/// sign and fraction (`150`, `-5`, `10.5`, `.5`), in ASCII or full width
/// (`１５０`). Swift's own `Double("0x10")` reads hexadecimal, `inf` and
/// `nan`, which a query must not (`hp>0x10` is not hp > 16).
enum DecimalNumber {
    static func parse<S: StringProtocol>(_ text: S) -> Double? {
        // Most words are no number: one that starts with neither a digit, a
        // sign, a dot nor a full-width form is refused at its first byte.
        guard let first = text.utf8.first,
              first >= 0x80 || first.isASCIIDigit
                || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return nil }
        let ascii = String(text.unicodeScalars.map { Character(halfWidth($0)) })
        var digits = 0, dots = 0
        for (offset, character) in ascii.enumerated() {
            switch character {
            case "0"..."9": digits += 1
            case ".": dots += 1
            case "+" where offset == 0, "-" where offset == 0: continue
            default: return nil
            }
        }
        guard digits > 0, dots <= 1, let value = Double(ascii), value.isFinite else { return nil }
        return value
    }

    /// The ASCII character of a full-width form (`＃` → `#`, `２` → `2`); others unchanged.
    static func halfWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0xFF01...0xFF5E).contains(scalar.value) else { return scalar }
        return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    }

    /// `text` with its full-width ASCII forms made plain.
    static func halfWidth(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0xFF01 }) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.map(halfWidth))
        return String(result)
    }
}
