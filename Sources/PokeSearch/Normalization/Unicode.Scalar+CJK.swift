extension Unicode.Scalar {
    /// Han, kana and Hangul: scripts written without spaces between words,
    /// which the analyzer cuts into character pairs.
    var isCJK: Bool {
        if isHan { return true }
        return switch value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: true  // Hangul
        case 0x3041...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF: true  // kana
        case 0x2E80...0x2FDF, 0x3021...0x3029, 0x3038...0x303B: true  // radicals, Hangzhou numerals
        default: false
        }
    }

    /// Script=Han: ideographs, 々 and 〇.
    var isHan: Bool {
        switch value {
        case 0x3005, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
        default: false
        }
    }
}
