/// Splits prose or lists into lines that fit a width, by display columns.
enum TextWrap {
    /// Words of `text` packed into lines of at most `width` columns, each
    /// starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        pack(text.split(separator: " ").map(String.init), separator: " ", width: width, indent: indent)
    }

    /// Items packed into lines, joined by `separator`.
    static func pack(_ items: [String], separator: String, width: Int, indent: String = "") -> [String] {
        let available = max(10, width - DisplayWidth.of(indent))
        // A line that breaks keeps the separator's mark (`,`, ` ·`) at its end.
        let trailer = separator.trimmingTrailingSpaces
        var lines: [String] = []
        var line = ""
        for item in items {
            let candidate = line.isEmpty ? item : line + separator + item
            if DisplayWidth.of(candidate) + DisplayWidth.of(trailer) > available, !line.isEmpty {
                lines.append(indent + line + trailer)
                line = item
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
