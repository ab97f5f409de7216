import Foundation

/// A forward-only reader over JSON text that JSONDecoder has already
/// accepted, for the few long lists where decoding every entry into structs
/// would dominate the import: a Pokémon's `moves` (with their per-game
/// details) and a species' `flavor_text_entries`.
///
/// The text is known to be well-formed, so the cursor only has to check
/// the shape of the values it reads; a wrong shape throws with its field path.
struct JSONCursor {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Calls `body` with a cursor positioned at the value of the top-level
    /// member `key`; does nothing when the document has no such member.
    static func withMember<T>(_ key: String, of data: Data, _ body: (inout JSONCursor) throws -> T) throws -> T? {
        try data.withUnsafeBytes { raw in
            var cursor = JSONCursor(raw)
            var result: T?
            try cursor.members(at: "") { cursor, name in
                if result == nil, name == key {
                    result = try body(&cursor)
                } else {
                    try cursor.skipValue()
                }
            }
            return result
        }
    }

    /// Iterates the members of the object at the cursor; `body` must consume each value.
    mutating func members(at field: @autoclosure () -> String, _ body: (inout JSONCursor, String) throws -> Void) throws {
        skipSpace()
        guard next == UInt8(ascii: "{") else { throw JSONShapeError(field: field(), expected: "an object") }
        position += 1
        skipSpace()
        if next == UInt8(ascii: "}") { position += 1; return }
        while true {
            skipSpace()
            let key = try string(at: field())
            skipSpace()
            position += 1  // ':'
            try body(&self, key)
            skipSpace()
            let separator = next
            position += 1
            if separator == UInt8(ascii: "}") { return }
        }
    }

    /// Iterates the elements of the array at the cursor; `body` must consume each one.
    mutating func elements(at field: @autoclosure () -> String, _ body: (inout JSONCursor, Int) throws -> Void) throws {
        skipSpace()
        guard next == UInt8(ascii: "[") else { throw JSONShapeError(field: field(), expected: "a list") }
        position += 1
        skipSpace()
        if next == UInt8(ascii: "]") { position += 1; return }
        var index = 0
        while true {
            try body(&self, index)
            index += 1
            skipSpace()
            let separator = next
            position += 1
            if separator == UInt8(ascii: "]") { return }
        }
    }

    /// Whether the value at the cursor is `null` (consumed if so).
    mutating func skipNull() -> Bool {
        skipSpace()
        guard next == UInt8(ascii: "n") else { return false }
        position += 4
        return true
    }

    /// The string at the cursor, unescaped.
    mutating func string(at field: @autoclosure () -> String) throws -> String {
        let range = try rawString(at: field())
        return Self.unescape(UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    /// The bytes between the quotes of the string at the cursor, still escaped:
    /// for texts that are only unescaped when kept.
    mutating func rawString(at field: @autoclosure () -> String) throws -> Range<Int> {
        skipSpace()
        guard next == UInt8(ascii: "\"") else { throw JSONShapeError(field: field(), expected: "a string") }
        position += 1
        let start = position
        while bytes[position] != UInt8(ascii: "\"") {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        position += 1
        return start..<(position - 1)
    }

    /// The text of a raw string range read earlier.
    func text(_ range: Range<Int>) -> String {
        Self.unescape(UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    /// Skips the value at the cursor, whatever it is.
    mutating func skipValue() throws {
        skipSpace()
        switch next {
        case UInt8(ascii: "\""):
            _ = try rawString(at: "")
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            repeat {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    _ = try rawString(at: "")
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                position += 1
            } while depth > 0
        default:
            while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
        }
    }

    private var next: UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isSpace(byte)
    }

    /// Decodes JSON string escapes (`\n`, `\u00e8`, surrogate pairs).
    static func unescape(_ raw: UnsafeRawBufferPointer) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var utf8 = [UInt8]()
        var index = 0
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        func hex(at offset: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in raw[offset..<min(offset + 4, raw.count)] {
                value = value * 16 + UInt32(Character(UnicodeScalar(byte)).hexDigitValue ?? 0)
            }
            return value
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                utf8.append(byte)
                index += 1
                continue
            }
            flush()
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                var code = hex(at: index)
                index += 4
                if (0xD800..<0xDC00).contains(code), index + 5 < raw.count,
                   raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u") {
                    let low = hex(at: index + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                scalars.append(UnicodeScalar(code) ?? "\u{FFFD}")
            default: scalars.append(UnicodeScalar(escape))  // \" \\ \/
            }
        }
        flush()
        return String(scalars)
    }
}

/// A value of the wrong shape met by `JSONCursor`, e.g. `moves[3].move` not an object.
struct JSONShapeError: Error {
    let field: String
    let expected: String
}
