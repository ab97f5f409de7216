import Foundation

/// A forward-only, validating reader over JSON text, for the few long lists
/// where JSONDecoder would dominate the import: a Pokémon's `moves` (with
/// every game's way to learn each move) and a species' `flavor_text_entries`.
/// See `splitDecode`: the list is read here, the rest of the file by JSONDecoder.
///
/// Every byte is bounds-checked and the grammar is checked as values are
/// read or skipped; a wrong shape throws `JSONShapeError` with its field path.
struct JSONCursor {
    private let bytes: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Decodes `T` from `data` with JSONDecoder, except the top-level member
    /// `key`, which `read` parses from a cursor and JSONDecoder never sees.
    ///
    /// When anything fails, JSONDecoder reads the whole file again, so that a
    /// malformed file is reported in its usual words.
    static func splitDecode<T: Decodable, List>(
        _ type: T.Type, from data: Data, member key: String,
        read: (inout JSONCursor) throws -> List
    ) throws -> (T, List) {
        do {
            let (range, list) = try data.withUnsafeBytes { raw -> (Range<Int>, List) in
                var cursor = JSONCursor(raw)
                var found: (Range<Int>, List)?
                try cursor.members(at: "") { cursor, name in
                    guard found == nil, name == key else { return try cursor.skipValue() }
                    cursor.skipSpace()
                    let start = cursor.position
                    let list = try read(&cursor)
                    found = (start..<cursor.position, list)
                }
                cursor.skipSpace()
                guard cursor.position == raw.count else { throw JSONSyntaxError(offset: cursor.position) }
                guard let found else { throw JSONShapeError(field: key, expected: "present") }
                return found
            }
            var rest = Data(capacity: data.count - range.count + 2)
            rest.append(data[data.startIndex..<(data.startIndex + range.lowerBound)])
            rest.append(contentsOf: "[]".utf8)
            rest.append(data[(data.startIndex + range.upperBound)...])
            return (try JSONDecoder().decode(T.self, from: rest), list)
        } catch {
            _ = try JSONDecoder().decode(T.self, from: data)
            throw error
        }
    }

    /// Iterates the members of the object at the cursor; `body` must consume each value.
    mutating func members(at field: @autoclosure () -> String, _ body: (inout JSONCursor, String) throws -> Void) throws {
        skipSpace()
        guard peek == UInt8(ascii: "{") else { throw shapeError(field(), "an object") }
        position += 1
        skipSpace()
        if peek == UInt8(ascii: "}") { position += 1; return }
        while true {
            skipSpace()
            let key = try string(at: field())
            try expect(UInt8(ascii: ":"))
            try body(&self, key)
            skipSpace()
            if peek == UInt8(ascii: "}") { position += 1; return }
            try expect(UInt8(ascii: ","))
        }
    }

    /// Iterates the elements of the array at the cursor; `body` must consume each one.
    mutating func elements(at field: @autoclosure () -> String, _ body: (inout JSONCursor, Int) throws -> Void) throws {
        skipSpace()
        guard peek == UInt8(ascii: "[") else { throw shapeError(field(), "a list") }
        position += 1
        skipSpace()
        if peek == UInt8(ascii: "]") { position += 1; return }
        var index = 0
        while true {
            try body(&self, index)
            index += 1
            skipSpace()
            if peek == UInt8(ascii: "]") { position += 1; return }
            try expect(UInt8(ascii: ","))
        }
    }

    /// Whether the value at the cursor is `null` (consumed if so).
    mutating func skipNull() throws -> Bool {
        skipSpace()
        guard peek == UInt8(ascii: "n") else { return false }
        try literal("null")
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
        guard peek == UInt8(ascii: "\"") else { throw shapeError(field(), "a string") }
        position += 1
        let start = position
        while true {
            guard position < bytes.count else { throw JSONSyntaxError(offset: position) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { throw JSONSyntaxError(offset: position) }
            if byte == UInt8(ascii: "\\") {
                guard position + 1 < bytes.count else { throw JSONSyntaxError(offset: position) }
                switch bytes[position + 1] {
                case UInt8(ascii: "u"):
                    guard position + 5 < bytes.count,
                          bytes[(position + 2)...(position + 5)].allSatisfy({ Self.hexValue($0) != nil })
                    else { throw JSONSyntaxError(offset: position) }
                    position += 6
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 2
                default:
                    throw JSONSyntaxError(offset: position)
                }
            } else {
                position += 1
            }
        }
        position += 1
        return start..<(position - 1)
    }

    /// The text of a raw string range read earlier.
    func text(_ range: Range<Int>) -> String {
        Self.unescape(UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    /// Skips the value at the cursor, checking its grammar.
    ///
    /// One loop with the open containers as bits rather than recursion: the
    /// per-game details under `moves` are skipped by the hundred megabytes.
    mutating func skipValue() throws {
        enum Expect { case value, valueOrClose, key, keyOrClose, colon, commaOrClose }
        var expect = Expect.value
        var depth = 0
        var inObject: UInt64 = 0  // bit d: whether container d is an object
        while true {
            skipSpace()
            guard position < bytes.count else { throw JSONSyntaxError(offset: position) }
            let byte = bytes[position]
            var closedValue = false
            switch expect {
            case .value, .valueOrClose:
                switch byte {
                case UInt8(ascii: "]") where expect == .valueOrClose:
                    position += 1
                    depth -= 1
                    closedValue = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard depth < 64 else { throw JSONSyntaxError(offset: position) }
                    let isObject = byte == UInt8(ascii: "{")
                    if isObject { inObject |= 1 << depth } else { inObject &= ~(1 << depth) }
                    depth += 1
                    position += 1
                    expect = isObject ? .keyOrClose : .valueOrClose
                case UInt8(ascii: "\""): _ = try rawString(at: ""); closedValue = true
                case UInt8(ascii: "t"): try literal("true"); closedValue = true
                case UInt8(ascii: "f"): try literal("false"); closedValue = true
                case UInt8(ascii: "n"): try literal("null"); closedValue = true
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number(); closedValue = true
                default: throw JSONSyntaxError(offset: position)
                }
            case .key, .keyOrClose:
                if byte == UInt8(ascii: "}") && expect == .keyOrClose {
                    position += 1
                    depth -= 1
                    closedValue = true
                } else {
                    guard byte == UInt8(ascii: "\"") else { throw JSONSyntaxError(offset: position) }
                    _ = try rawString(at: "")
                    expect = .colon
                }
            case .colon:
                guard byte == UInt8(ascii: ":") else { throw JSONSyntaxError(offset: position) }
                position += 1
                expect = .value
            case .commaOrClose:
                let object = inObject & (1 << (depth - 1)) != 0
                if byte == UInt8(ascii: ",") {
                    position += 1
                    expect = object ? .key : .value
                } else if byte == (object ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    depth -= 1
                    closedValue = true
                } else {
                    throw JSONSyntaxError(offset: position)
                }
            }
            if closedValue {
                if depth == 0 { return }
                expect = .commaOrClose
            }
        }
    }

    private var peek: UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws {
        skipSpace()
        guard peek == byte else { throw JSONSyntaxError(offset: position) }
        position += 1
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
              UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
                .elementsEqual(UnsafeRawBufferPointer(start: word.utf8Start, count: count))
        else { throw JSONSyntaxError(offset: position) }
        position += count
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() throws {
        func digits() throws {
            let start = position
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            guard position > start else { throw JSONSyntaxError(offset: position) }
        }
        if peek == UInt8(ascii: "-") { position += 1 }
        if peek == UInt8(ascii: "0") { position += 1 } else { try digits() }
        if peek == UInt8(ascii: ".") { position += 1; try digits() }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
    }

    private func shapeError(_ field: String, _ expected: String) -> any Error {
        // Past the end or on a stray byte, the text is broken rather than of the wrong shape.
        guard let byte = peek, byte != UInt8(ascii: ",") && byte != UInt8(ascii: "}") && byte != UInt8(ascii: "]") && byte != UInt8(ascii: ":")
        else { return JSONSyntaxError(offset: position) }
        return JSONShapeError(field: field, expected: expected)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Decodes JSON string escapes (`\n`, `\u00e8`, surrogate pairs) of a string
    /// whose grammar was checked by `rawString`.
    static func unescape(_ raw: UnsafeRawBufferPointer) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        var utf8 = [UInt8]()
        utf8.reserveCapacity(raw.count)
        func append(_ scalar: UnicodeScalar) {
            utf8.append(contentsOf: String(scalar).utf8)
        }
        func hex(at offset: Int) -> UInt32 {
            guard offset + 4 <= raw.count else { return 0xFFFD }
            return raw[offset..<(offset + 4)].reduce(0) { $0 * 16 + (hexValue($1) ?? 0) }
        }
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                utf8.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "u"):
                var code = hex(at: index)
                index += 4
                if (0xD800..<0xDC00).contains(code), index + 6 <= raw.count,
                   raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u") {
                    let low = hex(at: index + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                append(UnicodeScalar(code) ?? "\u{FFFD}")
            default: utf8.append(escape)  // \" \\ \/
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}

/// A value of the wrong shape met by `JSONCursor`, e.g. `moves[3].move` not an object.
struct JSONShapeError: Error {
    let field: String
    let expected: String
}

/// Text that is not JSON, met by `JSONCursor` (JSONDecoder then says why).
struct JSONSyntaxError: Error {
    let offset: Int
}
