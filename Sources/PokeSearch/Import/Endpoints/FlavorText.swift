/// Tidies the game texts of the dump, which keep the cartridges' line breaks.
enum FlavorText {
    /// Line breaks and form feeds become spaces, except after a hyphen, where
    /// a word was split (a soft hyphen vanishes with its break: "tha\u{AD}\nt"
    /// → "that"); runs of spaces shrink to one and the ends are trimmed.
    ///
    /// Works on the UTF-8 bytes: every character it looks at is ASCII but the
    /// soft hyphen (C2 AD), and the bytes of other characters are copied as
    /// they are. Some 60,000 texts go through it per import.
    static func normalize(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var pendingSpace = false
            var joinNextLine = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0xC2 where index < bytes.count && bytes[index] == 0xAD:
                    index += 1
                    joinNextLine = true
                case 0x0A where joinNextLine, 0x0C where joinNextLine:
                    continue
                case 0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x0B:
                    pendingSpace = !result.isEmpty
                    joinNextLine = false
                case 0x80...0xBF:
                    // The rest of a character whose first byte was handled below.
                    result.append(byte)
                default:
                    // "Poké-⏎mon" is one word; "wait -⏎what" is a dash between two.
                    joinNextLine = byte == UInt8(ascii: "-") && !pendingSpace
                    if pendingSpace { result.append(0x20) }
                    pendingSpace = false
                    result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
