extension JSONCursor {
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
