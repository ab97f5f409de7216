import Foundation

/// The key trainer names are told apart by: ICU-folded words (case,
/// diacritics, full-width forms: "Pokémon", "POKEMON" and "ｐｏｋｅｍｏｎ" are
/// one name), or the lowercased name when folding leaves nothing ("!!!").
package enum UserNameKey {
    /// The key of `name`, trimmed.
    package static func of(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let folded = TextFolder.fold(trimmed)
        return folded.isEmpty ? trimmed.lowercased() : folded
    }
}
