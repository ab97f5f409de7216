import Foundation
import GRDB

/// Which entities' effect, short effect or flavor text (any language) holds
/// every word of a query: the last tier of relevance. Read from SQLite with
/// `LIKE` (ASCII case folded) rather than folded in memory: folding every
/// text of a kind costs more than a whole search should.
enum EffectText {
    /// Ids of `kind` whose texts contain each of `words` (3 letters or more; shorter words are ignored).
    static func ids(_ kind: EntityKind, containing words: [String], in db: Database) throws -> Set<Int> {
        let words = words.filter { $0.count >= 3 }
        guard !words.isEmpty, kind != .type else { return [] }
        let text = "coalesce(short_effect, '') || ' ' || coalesce(effect, '')"
        let likes = words.map { _ in "t LIKE ? ESCAPE '\\'" }.joined(separator: " AND ")
        let sql = """
            SELECT id FROM (SELECT id, \(text) AS t FROM \(kind.table)
                            UNION ALL
                            SELECT id, \(text) || ' ' || coalesce(flavor_text, '') AS t FROM entity_text WHERE kind = ?)
             WHERE \(likes)
            """
        let patterns = words.map { "%" + $0.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%" }
        return Set(try Int.fetchAll(db, sql: sql, arguments: StatementArguments([kind.rawValue] + patterns)))
    }
}
