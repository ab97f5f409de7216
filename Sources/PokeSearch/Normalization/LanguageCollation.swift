import CICU
import Foundation
import GRDB

/// Names sorted as a reader of a language expects (`Abo` before `Blizzaroi`
/// in French, kana order in Japanese): an ICU collator per language,
/// registered on a connection as a SQLite collation.
final class LanguageCollation: @unchecked Sendable {
    /// The SQLite collation's name, e.g. `pokesearch_fr`.
    let name: String
    // Read only: ICU compares with one collator from many threads.
    private let collator: OpaquePointer?

    private init(language: String) {
        name = "pokesearch_" + language.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        collator = cicu_collator_open(Self.languageTag(language)).map(OpaquePointer.init)
    }

    deinit {
        if let collator { cicu_collator_close(UnsafeMutableRawPointer(collator)) }
    }

    /// The collation of `language`, made once per language.
    static func named(_ language: String) -> LanguageCollation {
        collations.value(for: language) { LanguageCollation(language: language) }
    }

    /// The collation of `language` (a PokéAPI language name), registered on `db`.
    static func registered(for language: String, in db: Database) -> LanguageCollation {
        let collation = named(language)
        db.add(collation: DatabaseCollation(collation.name) { collation.compare($0, $1) })
        return collation
    }

    /// How `a` and `b` sort in this language (by code points when ICU has no collator).
    func compare(_ a: String, _ b: String) -> ComparisonResult {
        guard let collator else { return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending }
        let left = Array(a.utf16), right = Array(b.utf16)
        let result = cicu_collator_compare(UnsafeRawPointer(collator), left, Int32(left.count), right, Int32(right.count))
        return result < 0 ? .orderedAscending : result == 0 ? .orderedSame : .orderedDescending
    }

    /// PokéAPI's language names as BCP 47 tags ICU reads: `ja-hrkt` → `ja`, `ja-roma` → `en`.
    private static func languageTag(_ language: String) -> String {
        switch language.lowercased() {
        case "ja-hrkt": return "ja"
        case "ja-roma", "roomaji": return "en"
        case "zh-hans": return "zh-Hans"
        case "zh-hant": return "zh-Hant"
        default: return language
        }
    }

    private static let collations = Memo<String, LanguageCollation>()
}
