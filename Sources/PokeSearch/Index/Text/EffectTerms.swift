import Foundation
import GRDB

/// The words of the effect, short effect and flavor texts of moves, items
/// and abilities, for `entity_term` (Schema/02-search.sql): lower-cased,
/// folded only beyond ASCII (`écran` → `ecran`), each with the ascending ids
/// of the entities whose texts hold it. Written by the index build, read by
/// the entity searches (`EffectText`).
enum EffectTerms {
    /// The kinds with texts: each one's table, and its `kind` in `entity_text` and `entity_term`.
    static let kinds = ["move", "item", "ability"]

    /// The texts of `kind` (one of `kinds`), one row per entity or per entity and language: what `terms` splits.
    static func texts(of kind: String, in db: Database) throws -> [(id: Int, text: String)] {
        try Row.fetchAll(db, sql: """
            SELECT id, coalesce(short_effect, '') || ' ' || coalesce(effect, '') AS text FROM \(kind)
            UNION ALL
            SELECT id, coalesce(short_effect, '') || ' ' || coalesce(effect, '') || ' ' || coalesce(flavor_text, '') FROM entity_text WHERE kind = ?
            """, arguments: [kind]).map { (id: $0["id"], text: $0["text"]) }
    }

    /// Each word of `texts` with the ascending ids of the entities whose
    /// texts hold it, in word order: pure work on values, which the index
    /// build does on a thread of its own.
    static func terms(of texts: [(id: Int, text: String)]) -> [(term: String, ids: [Int])] {
        // Each spelling met (lower-cased when ASCII, as written beyond) is
        // made a term once, on first sight: the rest is a look-up of bytes.
        var spellings = BytePlaces()
        var termOfSpelling: [Int] = []
        var termNumbers: [String: Int] = [:]
        var terms: [String] = []
        // Ids in the order met, each once per run of the same id: sorted and made unique at the end.
        var ids: [[Int]] = []
        var lowered: [UInt8] = []
        for (id, text) in texts {
            LetterRuns.forEach(in: text) { word, isASCII in
                let spelling: (place: Int, isNew: Bool)
                if isASCII {
                    lowered.removeAll(keepingCapacity: true)
                    lowered.append(contentsOf: word.lazy.map(\.asciiLowercased))
                    spelling = lowered.withUnsafeBufferPointer { spellings.place(of: $0) }
                } else {
                    spelling = spellings.place(of: word)
                }
                if spelling.isNew {
                    let text = isASCII ? spellings.string(at: spelling.place) : TextFolder.fold(String(decoding: word, as: UTF8.self))
                    if let known = termNumbers[text] {
                        termOfSpelling.append(known)
                    } else {
                        termNumbers[text] = terms.count
                        termOfSpelling.append(terms.count)
                        terms.append(text)
                        ids.append([])
                    }
                }
                ids[termOfSpelling[spelling.place]].appendUnlessLast(id)
            }
        }
        return terms.indices.sorted { terms[$0] < terms[$1] }.map { (term: terms[$0], ids: ids[$0].ascendingUnique()) }
    }

    /// Ascending `ids` as their count then the gaps between them, varints.
    static func encode(_ ids: [Int]) -> [UInt8] {
        var writer = ByteWriter()
        writer.varint(ids.count)
        var previous = 0
        for id in ids {
            writer.varint(id - previous)
            previous = id
        }
        return writer.bytes
    }

    /// Reads `encode` from the bytes where SQLite holds them; nil when they are cut short or malformed.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> [Int]? {
        var reader = ByteReader(bytes)
        let count = reader.varint()
        guard count <= bytes.count else { return nil }
        var ids: [Int] = []
        ids.reserveCapacity(count)
        var id = 0
        for _ in 0..<count {
            id += reader.varint()
            ids.append(id)
        }
        return !reader.isMalformed && reader.isAtEnd ? ids : nil
    }
}

private extension [Int] {
    mutating func appendUnlessLast(_ id: Int) {
        if last != id { append(id) }
    }

    func ascendingUnique() -> [Int] {
        var previous: Int?
        return sorted().filter { id in
            defer { previous = id }
            return id != previous
        }
    }
}
