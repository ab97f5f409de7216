import Foundation

/// The keys trainer names are told apart by.
package enum UserNameKey {
    /// ICU-folded words (case, diacritics, full-width forms: "Pokémon",
    /// "POKEMON" and "ｐｏｋｅｍｏｎ" are one name), or the lowercased name
    /// when folding leaves nothing ("!!!"), of `name` trimmed.
    package static func of(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let folded = TextFolder.fold(trimmed)
        return folded.isEmpty ? trimmed.lowercased() : folded
    }

    /// What look-alike names share: the confusable skeleton of Unicode TS #39
    /// ("Мisty" with a Cyrillic М and "Misty"; "rnisty" and "misty"; "раураl"
    /// in Cyrillic and "paypal"), of either case. Capitals are where scripts
    /// look most alike (Cyrillic and Greek capitals map to Latin ones; small
    /// м and т do not), so the skeleton is taken of `name` uppercased, then
    /// of that case-folded ("МІЅТҮ", "MISTY" and "misty" share one).
    package static func skeleton(of name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let first = skeletonOrSelf(Array(trimmed.uppercased().utf16))
        let folded = ICU.fold(first) ?? Array(String(decoding: first, as: UTF16.self).lowercased().utf16)
        return String(decoding: skeletonOrSelf(folded), as: UTF16.self)
    }

    /// ICU's skeleton, or the text itself when ICU cannot be had.
    private static func skeletonOrSelf(_ utf16: [UInt16]) -> [UInt16] {
        ICU.skeleton(utf16) ?? utf16
    }
}
