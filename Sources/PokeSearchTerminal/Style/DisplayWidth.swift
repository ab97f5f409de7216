/// How many terminal columns text takes: CJK and emoji take two, combining
/// marks none, so Japanese and Korean names line up in tables.
public enum DisplayWidth {
    /// Columns `text` occupies.
    /// ANSI colour sequences (`ESC [ … m`) take no room.
    public static func of(_ text: String) -> Int {
        if let width = asciiWidth(text) { return width }
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                width += of(character)
            }
        }
        return width
    }

    /// Columns one character occupies.
    public static func of(_ character: Character) -> Int {
        if let byte = character.asciiValue { return isPrintable(byte) ? 1 : 0 }
        var width = 0
        for scalar in character.unicodeScalars {
            width = max(width, of(scalar))
        }
        return width
    }

    /// `text` cut to `width` columns, with `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// The longest start of `text` that fits `width` columns, without a mark.
    public static func prefix(_ text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > width { break }
            result.append(character)
            used += w
        }
        return result
    }

    /// `text` padded with spaces to `width` columns, on the right or the left.
    public static func pad(_ text: String, to width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return right ? padding + text : text + padding
    }

    /// The width of ASCII text read from its bytes, one column per printable
    /// byte; nil when `text` is not all ASCII. Most cells of a table are, and
    /// Unicode's property tables cost a one-off command a tenth of its time.
    private static func asciiWidth(_ text: String) -> Int? {
        var width = 0
        var inEscape = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if inEscape {
                if byte == UInt8(ascii: "m") { inEscape = false }
            } else if byte == 0x1B {
                inEscape = true
            } else if isPrintable(byte) {
                width += 1
            }
        }
        return width
    }

    /// Printable ASCII takes a column; control characters (Unicode's `Cc`) none.
    private static func isPrintable(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F
    }

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if (0xFE00...0xFE0F).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wide.contains { $0.contains(value) } ? 2 : 1
    }
}
