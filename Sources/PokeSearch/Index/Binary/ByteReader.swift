/// Reads what `ByteWriter` wrote, in place. A layout that ends early or
/// holds a varint too long reads as malformed (`isMalformed`), never out of
/// bounds: the caller checks once at the end and reports a damaged Pokédex.
struct ByteReader {
    /// Must stay valid while the reader is used: SQLite's copy of a blob, or an array's storage.
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0
    private(set) var isMalformed = false

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    @inline(__always)
    mutating func varint() -> Int {
        // Most values (deltas, counts, positions) fit in one byte.
        if offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                offset += 1
                return Int(byte)
            }
        }
        return longVarint()
    }

    /// A count then as many varints, as `ByteWriter.varints` writes them;
    /// empty, and the reader malformed, when the count is more than the bytes left.
    mutating func varints<Value: FixedWidthInteger>(as type: Value.Type = Value.self) -> [Value] {
        let count = varint()
        guard count <= bytes.count - offset else { return malformed() }
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = Value(exactly: varint()) else { return malformed() }
            values.append(value)
        }
        return values
    }

    /// A count then as many bytes, as `ByteWriter.byteRun` writes them.
    mutating func byteRun() -> [UInt8] {
        let count = varint()
        guard count <= bytes.count - offset else { return malformed() }
        defer { offset += count }
        return Array(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
    }

    /// A UTF-8 byte count then the bytes, as `ByteWriter.string` writes them.
    mutating func string() -> String {
        String(decoding: byteRun(), as: UTF8.self)
    }

    /// Marks the reader malformed and at its end: what a layout that does not add up reads as.
    private mutating func malformed<Value>() -> [Value] {
        isMalformed = true
        offset = bytes.count
        return []
    }

    private mutating func longVarint() -> Int {
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
}
