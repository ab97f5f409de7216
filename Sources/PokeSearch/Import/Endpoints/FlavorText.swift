/// Tidies the game texts of the dump, which keep the cartridges' line breaks.
enum FlavorText {
    /// Line breaks and form feeds become spaces, except after a hyphen, where
    /// a word was split (a soft hyphen vanishes with its break: "tha\u{AD}\nt"
    /// → "that"); runs of spaces shrink to one and the ends are trimmed.
    static func normalize(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        var joinNextLine = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{AD}":
                joinNextLine = true
            case "\n" where joinNextLine, "\u{0C}" where joinNextLine:
                continue
            case " ", "\n", "\r", "\t", "\u{0C}", "\u{0B}":
                pendingSpace = !result.isEmpty
                joinNextLine = false
            default:
                // "Poké-⏎mon" is one word; "wait -⏎what" is a dash between two.
                joinNextLine = scalar == "-" && !pendingSpace
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
