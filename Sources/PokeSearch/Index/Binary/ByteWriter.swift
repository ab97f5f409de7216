/// Writes the compact binary layouts of the search index (the card table,
/// posting lists): unsigned LEB128 varints and raw bytes.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    /// Appends `value` (never negative) as a varint: 7 bits a byte, low bits first.
    mutating func varint(_ value: Int) {
        precondition(value >= 0, "varints hold counts and ids, never negative values")
        var rest = UInt64(value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends `values` as their count then each as a varint.
    mutating func varints<Values: Collection>(_ values: Values) where Values.Element: BinaryInteger {
        varint(values.count)
        for value in values { varint(Int(value)) }
    }

    /// Appends `data` as its count then its bytes.
    mutating func byteRun(_ data: [UInt8]) {
        varint(data.count)
        bytes.append(contentsOf: data)
    }

    /// Appends `text` as its UTF-8 byte count then its bytes.
    mutating func string(_ text: String) {
        varint(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }
}
