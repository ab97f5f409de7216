import CICU

/// The CICU text functions, over Swift UTF-16 arrays; nil when ICU fails.
enum ICU {
    /// `cicu_fold`: NFKD, combining diacritics removed, case folded, NFKC.
    static func fold(_ utf16: [UInt16]) -> [UInt16]? {
        call(cicu_fold, utf16, initialCapacity: utf16.count + 16)
    }

    /// `cicu_to_latin`: "Any-Latin; Latin-ASCII; Lower".
    static func latin(_ utf16: [UInt16]) -> [UInt16]? {
        // A CJK character rarely needs more than 6 Latin letters ("zhuang ").
        call(cicu_to_latin, utf16, initialCapacity: utf16.count * 6 + 16)
    }

    /// `cicu_any_latin`: "Any-Latin", diacritics and capitals kept.
    static func anyLatin(_ utf16: [UInt16]) -> [UInt16]? {
        call(cicu_any_latin, utf16, initialCapacity: utf16.count * 6 + 16)
    }

    /// `cicu_skeleton`: the TS #39 confusable skeleton.
    static func skeleton(_ utf16: [UInt16]) -> [UInt16]? {
        call(cicu_skeleton, utf16, initialCapacity: utf16.count * 2 + 16)
    }

    private typealias Function = (UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<UInt16>?, Int32) -> Int32

    /// Calls `function`, growing the output when ICU asks for more room.
    private static func call(_ function: Function, _ source: [UInt16], initialCapacity: Int) -> [UInt16]? {
        // ICU counts in 32 bits: a text past that (and its growth) is not one to fold.
        guard source.count < Int(Int32.max / 8) else { return nil }
        var capacity = initialCapacity
        for _ in 0..<4 {
            var result: Int32 = 0
            let output = source.withUnsafeBufferPointer { src in
                [UInt16](unsafeUninitializedCapacity: capacity) { dst, count in
                    result = function(src.baseAddress, Int32(src.count), dst.baseAddress, Int32(capacity))
                    count = max(Int(result), 0)
                }
            }
            if result >= 0 { return output }
            if result == CICU_ERROR { return nil }
            capacity = min(max(Int(-result), capacity * 2), Int(Int32.max))
        }
        return nil
    }
}
