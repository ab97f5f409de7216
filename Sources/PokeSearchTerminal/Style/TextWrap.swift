/// Splits prose or lists into lines that fit a width, by display columns.
enum TextWrap {
    /// Words of `text` (split at `separator`) packed into lines of at most
    /// `width` columns, the first starting with `indent`, the others with
    /// `hanging` (`indent` when nil).
    static func wrap(_ text: String, width: Int, indent: String = "", hanging: String? = nil, separator: String = " ") -> [String] {
        let words = text.components(separatedBy: separator).map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        return pack(words, separator: separator, width: width, indent: indent, hanging: hanging)
    }

    /// Items packed into lines, joined by `separator`. A line that breaks
    /// keeps the separator's mark (`,`, ` ·`) at its end; an item longer than
    /// a line breaks after a `/` (a path) where it can, else where the
    /// columns run out, so that no line is wider than `width`.
    static func pack(_ items: [String], separator: String, width: Int, indent: String = "", hanging: String? = nil) -> [String] {
        let hanging = hanging ?? indent
        let trailer = separator.trimmingTrailingSpaces
        let gap = DisplayWidth.of(separator), mark = DisplayWidth.of(trailer)
        var lines: [String] = []
        var line = indent
        var empty = true
        for item in items {
            if !empty, DisplayWidth.of(line) + gap + DisplayWidth.of(item) + mark > width {
                lines.append(line + trailer)
                line = hanging
                empty = true
            }
            // Never less than a few columns, however deep the indent.
            let room = max(10, width - DisplayWidth.of(line) - (empty ? 0 : gap))
            var pieces = broken(item, first: room, rest: max(10, width - DisplayWidth.of(hanging)))
            line += (empty ? "" : separator) + pieces.removeFirst()
            for piece in pieces {
                lines.append(line)
                line = hanging + piece
            }
            empty = false
        }
        if !empty { lines.append(line) }
        return lines
    }

    /// `word` in pieces of at most `first`, then `rest`, columns: after a `/`
    /// where one falls in the piece, else where the columns run out.
    private static func broken(_ word: String, first: Int, rest: Int) -> [String] {
        var pieces: [String] = []
        var remaining = Substring(word)
        var limit = first
        while DisplayWidth.of(String(remaining)) > limit {
            var used = 0, end = remaining.startIndex, afterSlash: String.Index?
            for index in remaining.indices {
                let columns = DisplayWidth.of(remaining[index])
                if used + columns > limit { break }
                used += columns
                end = remaining.index(after: index)
                if remaining[index] == "/", end < remaining.endIndex { afterSlash = end }
            }
            // At least one character per piece, however narrow.
            let cut = afterSlash ?? (end == remaining.startIndex ? remaining.index(after: end) : end)
            pieces.append(String(remaining[..<cut]))
            remaining = remaining[cut...]
            limit = rest
        }
        pieces.append(String(remaining))
        return pieces
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        return String(text).trimmingTrailingSpaces
    }
}
