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
