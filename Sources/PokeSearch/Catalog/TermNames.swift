import GRDB

/// The names of the dump's small vocabularies in one language, for tables
/// that hold their slugs (`special`, `pokeballs`, `level-up`): types, move
/// damage classes, learn methods, item categories and pockets, and games
/// (a version group as its versions' names: `Scarlet / Violet`). Where the
/// language has no name, the nearest language's (`NearestLanguage`), else the slug.
public struct TermNames: Sendable, Encodable {
    /// A vocabulary, by its `localized_name.kind`.
    public enum Kind: String, Sendable, CaseIterable {
        /// Type names.
        case type
        /// Move categories: physical, special, status.
        case damageClass = "move-damage-class"
        /// How moves are learned: level-up, machine, egg, tutor…
        case learnMethod = "move-learn-method"
        /// Item categories.
        case itemCategory = "item-category"
        /// Bag pockets.
        case itemPocket = "item-pocket"
        /// Stats (`hp`, `attack`, `special-defense`…).
        case stat

        var table: String {
            switch self {
            case .type: return "type"
            case .damageClass: return "move_damage_class"
            case .learnMethod: return "move_learn_method"
            case .itemCategory: return "item_category"
            case .itemPocket: return "item_pocket"
            case .stat: return "stat"
            }
        }
    }

    private var names: [Kind: [String: String]] = [:]
    private var games: [String: String] = [:]

    /// Names that are the slugs themselves, for output that has no Pokédex to read.
    public static let slugs = TermNames()

    private init() {}

    /// Reads every vocabulary's names in `language` (some 600 rows).
    public static func load(language: String, from pokedex: Pokedex) throws -> TermNames {
        try pokedex.read { db in
            let languageID = try pokedex.languages.id(for: language, in: db)
            var terms = TermNames()
            for kind in Kind.allCases {
                terms.names[kind] = try localized(kind.rawValue, table: kind.table, languageID: languageID, in: db)
            }
            let versions = try localized("version", table: "version", languageID: languageID, in: db)
            for row in try Row.fetchAll(db, sql: """
                SELECT g.name AS game, v.name AS version FROM version_group g JOIN version v ON v.version_group_id = g.id
                 ORDER BY g.id, v.id
                """) {
                let game: String = row["game"], version: String = row["version"]
                let name = versions[version] ?? version
                terms.games[game] = terms.games[game].map { $0 + " / " + name } ?? name
            }
            return terms
        }
    }

    /// The name of `slug` in `kind`, the slug when the Pokédex has none.
    public func name(_ slug: String, _ kind: Kind) -> String {
        names[kind]?[slug] ?? slug
    }

    /// A version group's name from its versions' (`scarlet-violet` → `Scarlet / Violet`).
    public func game(_ versionGroup: String) -> String {
        games[versionGroup] ?? versionGroup
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Each vocabulary's slug → name, keyed by its `Kind` (`item-pocket`), and the games as `game`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for kind in Kind.allCases { try container.encode(names[kind] ?? [:], forKey: Key(stringValue: kind.rawValue)) }
        try container.encode(games, forKey: Key(stringValue: "game"))
    }

    /// Slug → name in `languageID`, else in the nearest language that has one.
    private static func localized(_ kind: String, table: String, languageID: Int, in db: Database) throws -> [String: String] {
        var names: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT t.name AS slug, n.name FROM \(table) t
              JOIN localized_name n ON n.kind = ? AND n.id = t.id
              JOIN language near ON near.id = n.language_id
              JOIN language reader ON reader.id = ?
             WHERE \(NearestLanguage.condition(english: "?"))
             ORDER BY t.id, \(NearestLanguage.order(english: "?"))
            """, arguments: [kind, languageID, Languages.english, Languages.english]) {
            // Best first: the first name of a slug stays.
            let slug: String = row["slug"]
            if names[slug] == nil { names[slug] = (row["name"] as String).trimmingCharacters(in: .whitespaces) }
        }
        return names
    }
}
