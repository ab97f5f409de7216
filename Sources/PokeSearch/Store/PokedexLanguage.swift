import GRDB

/// A language Pokémon names are written in, named in itself ("Français").
public struct PokedexLanguage: Sendable, Hashable, Encodable {
    /// PokéAPI's name: `fr`, `ja-hrkt`, `zh-hans`.
    public var name: String
    /// Its name in itself; PokéAPI's dump lacks some, written here once.
    public var displayName: String

    enum CodingKeys: String, CodingKey { case name, displayName = "display_name" }

    /// Autonyms of PokéAPI's languages (the dump names only some in themselves).
    static let autonyms: [String: String] = [
        "ja-hrkt": "日本語 (かな)", "ja-roma": "Nihongo (Rōmaji)", "ko": "한국어", "zh-hant": "中文 (繁體)",
        "fr": "Français", "de": "Deutsch", "es": "Español", "it": "Italiano", "en": "English",
        "cs": "Čeština", "ja": "日本語", "zh-hans": "中文 (简体)", "pt-br": "Português brasileiro",
        "es-419": "Español latinoamericano",
    ]
}

extension Pokedex {
    /// The languages Pokémon names exist in, English first, then in PokéAPI's
    /// order, each named in itself.
    public func namedLanguages() throws -> [PokedexLanguage] {
        try read { db in
            try String.fetchAll(db, sql: """
                SELECT name FROM language WHERE id IN (SELECT DISTINCT language_id FROM localized_name WHERE kind = 'species')
                 ORDER BY id != ?, id
                """, arguments: [Languages.english]).map { PokedexLanguage(name: $0, displayName: PokedexLanguage.autonyms[$0] ?? $0) }
        }
    }
}
