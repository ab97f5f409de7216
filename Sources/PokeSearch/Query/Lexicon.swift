import GRDB

/// Looks up which filterable things (types, abilities, ...) a folded phrase
/// names, in any language. Backed by the `lexicon` table.
struct Lexicon {
    /// A thing a phrase names: its kind and id.
    struct Entry: Hashable {
        var kind: LexiconKind
        var id: Int
    }

    let db: Database

    /// Entries for each of `phrases` (already folded), in one query.
    func entries(for phrases: Set<String>, kinds: [LexiconKind]) throws -> [String: [Entry]] {
        guard !phrases.isEmpty else { return [:] }
        let phraseList = Array(phrases)
        let sql = """
            SELECT phrase, kind, ref_id FROM lexicon
             WHERE phrase IN (\(databaseQuestionMarks(count: phraseList.count)))
               AND kind IN (\(databaseQuestionMarks(count: kinds.count)))
            """
        var result: [String: [Entry]] = [:]
        let arguments = StatementArguments(phraseList + kinds.map(\.rawValue))
        for row in try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments) {
            guard let kind = LexiconKind(rawValue: row["kind"]) else { continue }
            result[row["phrase"], default: []].append(Entry(kind: kind, id: row["ref_id"]))
        }
        return result
    }

    /// The closest known phrase of `kind`, for "did you mean" (English slugs
    /// and names only, which is what an error message can show).
    func closest(to phrase: String, kind: LexiconKind) throws -> String? {
        let candidates = try String.fetchAll(db, sql: """
            SELECT DISTINCT l.phrase FROM lexicon l
             WHERE l.kind = ? AND l.phrase NOT GLOB '*[^a-z0-9 ]*'
            """, arguments: [kind.rawValue])
        return EditDistance.closest(to: phrase, among: candidates, maximum: max(2, phrase.count / 2))
    }
}
