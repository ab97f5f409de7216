import Foundation
import GRDB

/// The words of every effect, short effect and flavor text (all languages)
/// of one kind, as the inverted index `entity_term` stores it: which
/// entities' texts hold a word, or a word starting with a prefix. The last
/// tier of relevance. Words are lower-cased; only words with letters beyond
/// ASCII are folded (`écran` → `ecran`), which keeps the index build cheap.
///
/// Written by the index build (`EffectTerms`) and read a word at a time by
/// each search: a process that searched once used to split every text of
/// the kind into words first, most of a one-off `pokesearch items`.
struct EffectText: Sendable {
    let kind: EntityKind

    /// Ids whose texts hold every token or a word of its group
    /// (`EffectSynonyms`; the last one may be a prefix of 3 letters or more).
    func ids(containing tokens: [String], in db: Database) throws -> Set<Int> {
        guard kind.hasTexts else { return [] }
        var result: Set<Int>?
        for (position, token) in tokens.enumerated() {
            var found = Set<Int>()
            // Cached statements, each blob decoded where SQLite holds it: preparing
            // the statement and copying blobs out were most of a search of moves.
            func collect(_ row: ReadStatement.Row) throws {
                guard let ids = EffectTerms.decode(row.bytes(0)) else { throw DatabaseError.damagedIndex("entity_term") }
                found.formUnion(ids)
            }
            for word in EffectSynonyms.alternatives(of: token) {
                // A group's other words are whole words: `sets` being typed is no `set…`.
                if position == tokens.count - 1 && word == token && word.count >= 3 {
                    // Every word that starts with it: U+10FFFF sorts after any UTF-8 that can follow it.
                    try ReadStatement(db, sql: "SELECT ids FROM entity_term WHERE kind = ? AND term >= ? AND term < ?")
                        .forEachRow(.text(kind.rawValue), .text(word), .text(word + "\u{10FFFF}"), body: collect)
                } else {
                    try ReadStatement(db, sql: "SELECT ids FROM entity_term WHERE kind = ? AND term = ?")
                        .forEachRow(.text(kind.rawValue), .text(word), body: collect)
                }
            }
            result = result.map { $0.intersection(found) } ?? found
            if result?.isEmpty == true { return [] }
        }
        return result ?? []
    }
}
