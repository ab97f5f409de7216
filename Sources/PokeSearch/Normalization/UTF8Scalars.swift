/// The Unicode scalars of UTF-8 bytes with their byte ranges; each byte of an
/// invalid sequence reads as U+FFFD.
///
/// Hand-written because the generic `Unicode.UTF8.ForwardParser` dominated
/// tokenizing profiles.
struct UTF8Scalars: Sequence, IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private let offset: Int

    /// Reads `bytes`, numbering them from `offset`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func next() -> (scalar: Unicode.Scalar, range: Range<Int>)? {
        guard index < bytes.count else { return nil }
        let start = index
        let lead = UInt32(bytes[index])
        index += 1
        if lead < 0x80 {
            return (Unicode.Scalar(UInt8(lead)), offset + start..<offset + index)
        }
        let (length, minimum): (Int, UInt32) = switch lead {
        case 0xC2...0xDF: (2, 0x80)
        case 0xE0...0xEF: (3, 0x800)
        case 0xF0...0xF4: (4, 0x10000)
        default: (1, 0)
        }
        var value = lead & (0x7F >> length)
        var valid = length > 1 && start + length <= bytes.count
        if valid {
            for i in start + 1..<start + length {
                let byte = UInt32(bytes[i])
                valid = valid && byte & 0xC0 == 0x80
                value = value << 6 | byte & 0x3F
            }
        }
        guard valid, value >= minimum, let scalar = Unicode.Scalar(value) else {
            return ("\u{FFFD}", offset + start..<offset + index)
        }
        index = start + length
        return (scalar, offset + start..<offset + index)
    }
}
