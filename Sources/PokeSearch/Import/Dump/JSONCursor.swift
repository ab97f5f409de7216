import Foundation

/// A forward-only, validating reader over JSON text, for what JSONDecoder
/// would spend the import on: the members no record keeps, skipped unparsed,
/// and the long lists of which little is kept (a Pokémon's `moves`, with every
/// game's way to learn each move; a species' `flavor_text_entries`).
/// See `prunedDecode`: JSONDecoder reads only the members a record declares.
///
/// Every byte is bounds-checked and the grammar is checked as values are
/// read or skipped; a wrong shape throws `JSONShapeError` with its field path.
struct JSONCursor {
    private let bytes: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
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
            skipPlainStringBytes()
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

    mutating func skipSpace() {
        while position < bytes.count {
            // The dump is indented with spaces: most of its bytes, skipped eight at a time.
            if position + 8 <= bytes.count,
               bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self) == Self.eightSpaces {
                position += 8
                continue
            }
            guard Self.isSpace(bytes[position]) else { return }
            position += 1
        }
    }

    /// Moves past string bytes that need no attention, eight at a time: stops
    /// at a word holding a quote, a backslash or a control character.
    private mutating func skipPlainStringBytes() {
        while position + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            guard !Self.hasByte(word, UInt8(ascii: "\"")), !Self.hasByte(word, UInt8(ascii: "\\")),
                  !Self.hasByteBelow(word, 0x20) else { return }
            position += 8
        }
    }

    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is below `limit` (at most 0x80): the classic
    /// "has less" bit trick, exact as a yes/no answer.
    private static func hasByteBelow(_ word: UInt64, _ limit: UInt8) -> Bool {
        (word &- lowBits &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether a byte of `word` equals `byte`.
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        hasByteBelow(word ^ (lowBits &* UInt64(byte)), 1)
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

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
