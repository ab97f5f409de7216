extension String {
    /// The text with every control character (C0, DEL, C1) written out as
    /// `\e`, `\n`, `\u{7}`…, so that text a user typed can be quoted in a
    /// message without a terminal acting on it: `x\e]0;title\a` would set the
    /// window title. `keepingLineBreaks` leaves `\n` alone, for messages
    /// whose own lines must stay lines.
    package func escapingControlCharacters(keepingLineBreaks: Bool = false) -> String {
        guard unicodeScalars.contains(where: { $0.isControlCharacter }) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n" where keepingLineBreaks: escaped.unicodeScalars.append(scalar)
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case "\u{1B}": escaped += "\\e"
            case _ where scalar.isControlCharacter:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls (`\u{9B}` starts a terminal command too).
    fileprivate var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
