extension String {
    /// The text with every control character (C0, DEL, C1) and every bidi
    /// control written out as `\e`, `\n`, `\u{7}`, `\u{202E}`…, so that text
    /// a user typed can be quoted in a message without a terminal acting on
    /// it: `x\e]0;title\a` would set the window title, and `\u{202E}` would
    /// show the rest of the line, the message's own words included,
    /// right to left. `keepingLineBreaks` leaves `\n` alone, for messages
    /// whose own lines must stay lines.
    package func escapingControlCharacters(keepingLineBreaks: Bool = false) -> String {
        guard unicodeScalars.contains(where: { $0.isEscapedControl }) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n" where keepingLineBreaks: escaped.unicodeScalars.append(scalar)
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case "\u{1B}": escaped += "\\e"
            case _ where scalar.isEscapedControl:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls (`\u{9B}` starts a terminal command
    /// too), and the bidi controls: embeddings and overrides (U+202A–U+202E),
    /// isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C).
    fileprivate var isEscapedControl: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
