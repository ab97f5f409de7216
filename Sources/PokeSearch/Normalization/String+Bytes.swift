import Foundation

extension String {
    /// Whether the UTF-8 bytes of `other` occur in this string's: a substring
    /// test of folded text (no two spellings of one character left), without
    /// the grapheme-by-grapheme comparison of `contains`.
    func containsBytes(of other: String) -> Bool {
        var text = self, part = other
        return text.withUTF8 { text in
            part.withUTF8 { part in
                guard let first = part.first, part.count <= text.count else { return part.isEmpty }
                var start = 0
                while start <= text.count - part.count {
                    if text[start] == first, memcmp(text.baseAddress! + start, part.baseAddress!, part.count) == 0 { return true }
                    start += 1
                }
                return false
            }
        }
    }
}

extension String {
    /// Orders by UTF-8 bytes, as SQLite's BINARY collation does: negative,
    /// zero or positive as this string sorts before, with or after `other`.
    /// A `memcmp` over both strings' storage, where comparing their `utf8`
    /// views steps through them byte by byte.
    @inline(__always)
    func compareBytes(_ other: String) -> Int {
        utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                left.compareBytes(right)
            }
        }.flatMap { $0 } ?? Self.compareSlowly(self, other)
    }

    /// Whether this string's UTF-8 bytes start with `prefix`'s.
    @inline(__always)
    func hasPrefixBytes(_ prefix: String) -> Bool {
        utf8.withContiguousStorageIfAvailable { text in
            prefix.utf8.withContiguousStorageIfAvailable { prefix in
                text.hasBytes(prefix, at: 0)
            }
        }.flatMap { $0 } ?? utf8.starts(with: prefix.utf8)
    }

    /// Whether this string's UTF-8 bytes end with `suffix`'s: the suffix
    /// test of folded text, where `hasSuffix` compares characters from the end.
    @inline(__always)
    func hasSuffixBytes(_ suffix: String) -> Bool {
        utf8.withContiguousStorageIfAvailable { text in
            suffix.utf8.withContiguousStorageIfAvailable { suffix in
                text.hasBytes(suffix, at: text.count - suffix.count)
            }
        }.flatMap { $0 } ?? utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// Whether this string holds the ASCII character `byte` (a space, a
    /// colon): Foundation's `contains` of a string bridges to `NSString`.
    @inline(__always)
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    /// Whether every byte is ASCII.
    @inline(__always)
    var isASCIIBytes: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// For strings without contiguous UTF-8 (bridged ones; none in the index).
    private static func compareSlowly(_ left: String, _ right: String) -> Int {
        if left.utf8.elementsEqual(right.utf8) { return 0 }
        return left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : 1
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Orders by bytes (SQLite's BINARY collation): negative, zero or
    /// positive as these bytes sort before, with or after `other`.
    @inline(__always)
    func compareBytes(_ other: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = Swift.min(count, other.count)
        if shared > 0 {
            let order = memcmp(baseAddress!, other.baseAddress!, shared)
            if order != 0 { return Int(order) }
        }
        return count - other.count
    }

    /// Whether `part`'s bytes lie here from `position` on (false when they
    /// would run past either end). Compared byte by byte: the parts are a
    /// few bytes (a glob's literals, a word's ends), shorter than a call.
    @inline(__always)
    func hasBytes(_ part: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position >= 0, part.count <= count - position else { return false }
        for offset in 0..<part.count where self[position + offset] != part[offset] { return false }
        return true
    }
}

extension UInt8 {
    /// Whether this byte is an ASCII digit, `0`–`9`.
    @inline(__always)
    var isASCIIDigit: Bool { self &- UInt8(ascii: "0") < 10 }

    /// Whether this byte is an ASCII lower-case letter, `a`–`z`.
    @inline(__always)
    var isASCIILowercaseLetter: Bool { self &- UInt8(ascii: "a") < 26 }

    /// Whether this byte is an ASCII upper-case letter, `A`–`Z`.
    @inline(__always)
    var isASCIIUppercaseLetter: Bool { self &- UInt8(ascii: "A") < 26 }

    /// Whether this byte is an ASCII letter of either case or a digit: what a
    /// word that folds by lower-casing alone is made of (`TextFolder.asciiFolded`).
    @inline(__always)
    var isASCIILetterOrDigit: Bool { isASCIILowercaseLetter || isASCIIUppercaseLetter || isASCIIDigit }

    /// This byte with an ASCII upper-case letter lower-cased; any other as is.
    @inline(__always)
    var asciiLowercased: UInt8 { isASCIIUppercaseLetter ? self | 0x20 : self }
}
