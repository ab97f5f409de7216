import Foundation

/// A forward-only, validating reader over the JSON text of one dump file.
///
/// Records read the members they keep and skip the rest (see `EndpointRecord`),
/// so no tree of the document is ever built: most of a dump is per-game
/// detail that a Pokédex drops (a Pokémon's `moves` with every game's way to
/// learn each one, flavor texts, `game_indices`), and skipping it costs a
/// pass over its bytes, no allocation.
///
/// Every byte is bounds-checked and the grammar is checked as values are read
/// or skipped: text that is not JSON throws `JSONSyntaxError` with its line
/// and column; a value of the wrong shape throws `JSONShapeError` with its
/// field path (`stats[0].base_stat`).
struct JSONCursor {
    let bytes: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Iterates the members of the object at the cursor; `body` must consume
    /// each value (read it or `skipValue()`).
    mutating func members(at field: @autoclosure () -> String, _ body: (inout JSONCursor, JSONKey) throws -> Void) throws {
        skipSpace()
        guard peek == UInt8(ascii: "{") else { throw shapeError(field(), "an object") }
        position += 1
        skipSpace()
        if peek == UInt8(ascii: "}") { position += 1; return }
        while true {
            let key = try self.key()
            try body(&self, key)
            skipSpace()
            switch peek {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return
            default: throw syntaxError()
            }
        }
    }

    /// Iterates the elements of the list at the cursor; `body` must consume each one.
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
            switch peek {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return
            default: throw syntaxError()
            }
        }
    }

    /// Checks that nothing but white space follows the document.
    mutating func finish() throws {
        skipSpace()
        guard position == bytes.count else { throw syntaxError() }
    }

    /// Whether the value at the cursor is `null` (consumed if so).
    mutating func skipNull() throws -> Bool {
        skipSpace()
        guard peek == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// The bytes between the quotes of the string at the cursor, still
    /// escaped: for texts that are only unescaped when kept (see `text(_:)`).
    mutating func rawString(at field: @autoclosure () -> String) throws -> Range<Int> {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else { throw shapeError(field(), "a string") }
        let start = position + 1
        try skipString()
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
        var depth = 0
        var inObject: UInt64 = 0  // bit d: whether container d is an object
        while true {
            skipSpace()
            switch peek {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = peek == UInt8(ascii: "{")
                guard depth < 64 else { throw syntaxError() }
                if isObject { inObject |= 1 << depth } else { inObject &= ~(1 << depth) }
                depth += 1
                position += 1
                skipSpace()
                if peek == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    depth -= 1
                } else {
                    if isObject { _ = try key() }
                    continue
                }
            case UInt8(ascii: "\""): try skipString()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
            default: throw syntaxError()
            }
            // A value is complete: close containers until one goes on.
            while depth > 0 {
                skipSpace()
                let isObject = inObject & (1 << (depth - 1)) != 0
                if peek == UInt8(ascii: ",") {
                    position += 1
                    if isObject { _ = try key() }
                    break
                }
                guard peek == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw syntaxError() }
                position += 1
                depth -= 1
            }
            if depth == 0 { return }
        }
    }

    /// The byte at the cursor; 0 past the end, which no valid text has there.
    var peek: UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    /// Skips white space. The dump is indented with spaces, most of its
    /// bytes: they go eight at a time, and a run's end is found by counting
    /// the trailing zero bits of the word XOR eight spaces.
    mutating func skipSpace() {
        while true {
            if position + 8 <= bytes.count {
                let others = word(at: position) ^ Self.eightSpaces
                if others == 0 { position += 8; continue }
                position += others.trailingZeroBitCount >> 3
            }
            guard position < bytes.count else { return }
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Reads a member name and its colon.
    private mutating func key() throws -> JSONKey {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else { throw syntaxError() }
        let start = position + 1
        let isEscaped = try skipString()
        let name = UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)])
        skipSpace()
        guard peek == UInt8(ascii: ":") else { throw syntaxError() }
        position += 1
        return JSONKey(raw: name, isEscaped: isEscaped)
    }

    /// Skips the string at the cursor (on its opening quote); returns whether
    /// it holds escapes. Plain bytes go eight at a time.
    @discardableResult
    private mutating func skipString() throws -> Bool {
        position += 1
        var isEscaped = false
        while true {
            while position + 8 <= bytes.count {
                let special = Self.specialStringBytes(word(at: position))
                if special == 0 { position += 8; continue }
                position += special.trailingZeroBitCount >> 3
                break
            }
            guard position < bytes.count else { throw syntaxError() }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { position += 1; return isEscaped }
            guard byte >= 0x20 else { throw syntaxError() }
            guard byte == UInt8(ascii: "\\") else { position += 1; continue }
            isEscaped = true
            switch position + 1 < bytes.count ? bytes[position + 1] : 0 {
            case UInt8(ascii: "u"):
                guard position + 5 < bytes.count,
                      (2...5).allSatisfy({ Self.hexValue(bytes[position + $0]) != nil })
                else { throw syntaxError() }
                position += 6
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                 UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                position += 2
            default:
                throw syntaxError()
            }
        }
    }

    /// Reads `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`; returns its
    /// value when it is a whole number that fits an `Int`.
    mutating func number() throws -> Int? {
        let isNegative = peek == UInt8(ascii: "-")
        if isNegative { position += 1 }
        var value: Int? = 0
        if peek == UInt8(ascii: "0") {
            position += 1
        } else {
            let start = position
            while position < bytes.count, case let digit = bytes[position] &- UInt8(ascii: "0"), digit < 10 {
                value = value.flatMap { value in
                    let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times10.addingReportingOverflow(Int(digit))
                    return overflow || overflow2 ? nil : sum
                }
                position += 1
            }
            guard position > start else { throw syntaxError() }
        }
        if peek == UInt8(ascii: ".") {
            position += 1
            try digits()
            value = nil
        }
        if peek | 0x20 == UInt8(ascii: "e") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            try digits()
            value = nil
        }
        return isNegative ? value.map { -$0 } : value
    }

    private mutating func digits() throws {
        let start = position
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        guard position > start else { throw syntaxError() }
    }

    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        if position + count <= bytes.count, memcmp(bytes.baseAddress! + position, word.utf8Start, count) == 0 {
            position += count
            return
        }
        // Point at the first wrong byte, or at the end of a truncated text.
        let start = position
        while position < bytes.count, position - start < count, bytes[position] == word.utf8Start[position - start] {
            position += 1
        }
        throw syntaxError()
    }

    /// A value of the wrong shape, or broken text where a value should start.
    func shapeError(_ field: String, _ expected: String) -> any Error {
        switch peek {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            JSONShapeError.notA(expected, field)
        default:
            syntaxError()
        }
    }

    /// Broken text at the cursor, located by line and column.
    func syntaxError() -> JSONSyntaxError {
        JSONSyntaxError(in: bytes, at: position)
    }

    /// Eight bytes from `offset`, the first one in the lowest bits.
    private func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// The high bit of each byte of `word` that ends a run of plain string
    /// bytes: a quote, a backslash or a control character.
    private static func specialStringBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        // (x - 0x01…) & ~x has the high bit set in the lowest byte that is zero
        // (and maybe in bytes above it); with 0x20… it flags bytes below 0x20.
        // Only the lowest flagged byte is used, where the trick is exact.
        let zeroBytes = (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
        let controls = (word &- ones &* 0x20) & ~word
        return (zeroBytes | controls) & highBits
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
