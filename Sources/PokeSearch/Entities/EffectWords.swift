import Foundation

/// The folded words of one effect text, as ranges of one buffer of bytes,
/// read from the text's bytes: a word of ASCII letters and digits (nearly
/// every word of an English text) is only lower-cased; one holding other
/// bytes is folded whole (`Pokémon’s`: `pokemon`, `s`), once per search
/// (`Folds`). Compared with a token by `memcmp`: a `String` per word, its
/// `Character`s split or its UTF-8 view compared, were most of a search
/// that ranks a hundred long effects (`abilities boosts attack`).
struct EffectWords {
    private var bytes: [UInt8] = []
    private var ranges: [Range<Int>] = []

    /// The folds of words beyond ASCII, kept from text to text of one search.
    typealias Folds = [String: [[UInt8]]]

    init(_ text: String, folds: inout Folds) {
        bytes.reserveCapacity(text.utf8.count)
        var text = text
        text.withUTF8 { source in
            var start: Int?, ascii = true
            func end(at index: Int) {
                guard let first = start else { return }
                let word = UnsafeBufferPointer(rebasing: source[first..<index])
                if ascii {
                    let lower = bytes.count
                    for byte in word { bytes.append(byte.isASCIIUppercaseLetter ? byte | 0x20 : byte) }
                    ranges.append(lower..<bytes.count)
                } else {
                    let spelling = String(decoding: word, as: UTF8.self)
                    let folded = folds[spelling] ?? TextFolder.fold(spelling).split(separator: " ").map { Array($0.utf8) }
                    folds[spelling] = folded
                    for piece in folded {
                        let lower = bytes.count
                        bytes += piece
                        ranges.append(lower..<bytes.count)
                    }
                }
                (start, ascii) = (nil, true)
            }
            for index in source.indices {
                let byte = source[index]
                // An apostrophe is folded away inside a word (`Castform's`: `castforms`).
                guard byte.isASCIILetterOrDigit || byte >= 0x80 || (byte == UInt8(ascii: "'") && start != nil) else {
                    end(at: index)
                    continue
                }
                if start == nil { start = index }
                if byte >= 0x80 || byte == UInt8(ascii: "'") { ascii = false }
            }
            end(at: source.count)
        }
    }

    var count: Int { ranges.count }

    var indices: Range<Int> { ranges.indices }

    /// Whether word `index` is `token`'s bytes, or with `prefix` begins with them.
    func word(_ index: Int, is token: [UInt8], prefix: Bool) -> Bool {
        let range = ranges[index]
        guard prefix ? range.count >= token.count : range.count == token.count else { return false }
        guard !token.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { bytes in
            token.withUnsafeBufferPointer { memcmp(bytes.baseAddress! + range.lowerBound, $0.baseAddress!, token.count) == 0 }
        }
    }

    /// The words as strings.
    var strings: [Substring] {
        ranges.map { Substring(String(decoding: bytes[$0], as: UTF8.self)) }
    }
}
