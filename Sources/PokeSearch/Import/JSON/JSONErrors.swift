/// A value of the wrong shape met by `JSONCursor`: `moves[3].move` not an
/// object, `species` missing.
struct JSONShapeError: Error, Equatable {
    /// The value's path in its file: `stats[0].base_stat`.
    let field: String
    /// What is wrong with it, as the end of a sentence: "is missing".
    let reason: String

    static func missing(_ field: String) -> JSONShapeError {
        JSONShapeError(field: field, reason: "is missing")
    }

    static func notA(_ expected: String, _ field: String) -> JSONShapeError {
        JSONShapeError(field: field, reason: "is not \(expected)")
    }
}

/// Text that is not JSON, met by `JSONCursor`: where it breaks and on what.
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The byte offset of the offending byte (the length of a truncated text).
    let offset: Int
    let line: Int
    let column: Int
    /// The offending character, nil at the end of the text.
    let found: Unicode.Scalar?

    /// Locates the error at `offset` of `text`; lines and columns count from 1.
    init(in text: UnsafeRawBufferPointer, at offset: Int) {
        self.offset = offset
        let before = UnsafeRawBufferPointer(rebasing: text[..<min(offset, text.count)])
        let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
        line = before.count(where: { $0 == 0x0A }) + 1
        column = lineStart < before.count
            ? String(decoding: UnsafeRawBufferPointer(rebasing: before[lineStart...]), as: UTF8.self).unicodeScalars.count + 1
            : 1
        found = offset < text.count ? Self.scalar(at: offset, in: text) : nil
    }

    /// "unexpected ',' at line 12, column 30", "unexpected end of file".
    var description: String {
        guard let found else { return "unexpected end of file" }
        let shown = found.properties.generalCategory == .control ? found.escaped(asASCII: true) : String(found)
        return "unexpected '\(shown)' at line \(line), column \(column)"
    }

    private static func scalar(at offset: Int, in text: UnsafeRawBufferPointer) -> Unicode.Scalar {
        let rest = UnsafeRawBufferPointer(rebasing: text[offset..<min(offset + 4, text.count)])
        return String(decoding: rest, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }
}
