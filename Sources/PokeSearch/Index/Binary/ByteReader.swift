/// Reads what `ByteWriter` wrote. A layout that ends early or holds a varint
/// too long reads as malformed (`isMalformed`), never out of bounds: the
/// caller checks once at the end and reports a damaged Pokédex.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset = 0
    private(set) var isMalformed = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func varint() -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 63 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(truncatingIfNeeded: value) }
            shift += 7
        }
        isMalformed = true
        offset = bytes.count
        return 0
    }

    /// Marks the layout as malformed (a value out of its range).
    mutating func invalidate() {
        isMalformed = true
        offset = bytes.count
    }

    /// The next `count` bytes.
    mutating func bytes(_ count: Int) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else {
            isMalformed = true
            offset = bytes.count
            return []
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}
