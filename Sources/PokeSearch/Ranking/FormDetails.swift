import GRDB

/// Cosmetic forms' slugs, order and names in each language, read once per
/// form and language and kept by the engine: a query naming a form
/// (`unown b`) then reads no SQL to say which form matched.
final class FormDetails: Sendable {
    struct Detail: Sendable {
        var name: String
        var order: Int
        var displayName: String
    }

    private struct Key: Hashable, Sendable {
        var formID: Int
        var languageID: Int
    }

    private let memo = BatchMemo<Key, Detail>()

    /// The details of `formIDs` in `languageID` (else English, else the slug), by form id.
    func details(of formIDs: [Int], languageID: Int, in db: Database) throws -> [Int: Detail] {
        let found = try memo.values(for: formIDs.map { Key(formID: $0, languageID: languageID) }) { missing in
            let rows = try Row.fetchAll(db, sql: """
                SELECT f.id, f.name, f.form_order,
                       coalesce((SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                                (SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                                f.name)
                  FROM pokemon_form f WHERE f.id IN (SELECT value FROM json_each(?))
                """, arguments: [languageID, Languages.english, "[" + missing.map { String($0.formID) }.joined(separator: ",") + "]"])
            // A missing order sorts first, as SQL sorts NULL.
            return Dictionary(uniqueKeysWithValues: rows.map { row in
                (Key(formID: row[0], languageID: languageID), Detail(name: row[1], order: row[2] as Int? ?? 0, displayName: row[3]))
            })
        }
        return Dictionary(zip(formIDs, found).compactMap { id, detail in detail.map { (id, $0) } }) { first, _ in first }
    }
}
