import GRDB

/// The languages of a Pokédex by PokéAPI name (`fr`, `ja-hrkt`) or ISO 639
/// code, read once when it opens.
struct Languages: Sendable {
    /// PokéAPI's id for English (`language/9` in every dump): the language
    /// of the `name` index column and the fallback of every display name.
    /// Bound as a parameter wherever SQL needs it.
    static let english = 9

    private let idsByName: [String: Int]
    private let idsByCode: [String: Int]

    /// Reads the `language` table of `db`.
    init(_ db: Database) throws {
        var byName: [String: Int] = [:], byCode: [String: Int] = [:]
        try ReadStatement(db, sql: "SELECT id, name, iso639 FROM language ORDER BY id").forEachRow { row in
            byName[row.text(1)] = row.int(0)
            // The lowest id wins: `es` is Spanish, not Latin American Spanish.
            if !row.isNull(2), byCode[row.text(2)] == nil { byCode[row.text(2)] = row.int(0) }
        }
        idsByName = byName
        idsByCode = byCode
    }

    /// The PokéAPI name of language `id` (`fr`, `ja-hrkt`); `slug` for 0, the names' slugs.
    func name(of id: Int) -> String? {
        id == 0 ? "slug" : idsByName.first { $0.value == id }?.key
    }

    /// No language: what a damaged Pokédex has, whose reads all fail first.
    static let none = Languages(idsByName: [:], idsByCode: [:])

    private init(idsByName: [String: Int], idsByCode: [String: Int]) {
        self.idsByName = idsByName
        self.idsByCode = idsByCode
    }

    /// The language id for `name`: an exact PokéAPI name first, then an ISO
    /// 639 code, without regard to case. Unknown names throw, listing the
    /// languages Pokémon names exist in (read from `db`, only then).
    func id(for name: String, in db: Database) throws -> Int {
        let key = name.lowercased()
        if let id = idsByName[key] ?? idsByCode[key] { return id }
        let known = try String.fetchAll(db, sql: """
            SELECT name FROM language WHERE id IN (SELECT DISTINCT language_id FROM localized_name WHERE kind = 'species')
             ORDER BY id
            """)
        throw StoreError.unknownLanguage(name, known: known)
    }
}
