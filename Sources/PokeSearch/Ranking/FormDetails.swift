import GRDB
import Synchronization

/// Cosmetic forms' slugs, order and names in each language, read once per
/// form and language and kept by the engine: a query naming a form
/// (`unown b`) then reads no SQL to say which form matched.
final class FormDetails: Sendable {
    struct Detail: Sendable {
        var name: String
        var order: Int
        var displayName: String
    }

    private struct Key: Hashable {
        var formID: Int
        var languageID: Int
    }

    private let known = Mutex<[Key: Detail]>([:])

    /// The details of `formIDs` in `languageID` (else English, else the slug), by form id.
    func details(of formIDs: [Int], languageID: Int, in db: Database) throws -> [Int: Detail] {
        var found: [Int: Detail] = [:]
        var missing: [Int] = []
        known.withLock { known in
            for id in formIDs {
                if let detail = known[Key(formID: id, languageID: languageID)] { found[id] = detail } else { missing.append(id) }
            }
        }
        guard !missing.isEmpty else { return found }
        let rows = try Row.fetchAll(db, sql: """
            SELECT f.id, f.name, f.form_order,
                   coalesce((SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                            (SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                            f.name)
              FROM pokemon_form f WHERE f.id IN (SELECT value FROM json_each(?))
            """, arguments: [languageID, Languages.english, "[" + missing.map(String.init).joined(separator: ",") + "]"])
        // A missing order sorts first, as SQL sorts NULL.
        let fetched = rows.map { row in (row[0] as Int, Detail(name: row[1], order: row[2] as Int? ?? 0, displayName: row[3])) }
        known.withLock { known in
            for (id, detail) in fetched { known[Key(formID: id, languageID: languageID)] = detail }
        }
        return found.merging(fetched) { first, _ in first }
    }
}
