import GRDB

/// The words of every effect, short effect and flavor text (all languages)
/// of one kind, as an inverted index kept in memory: which entities' texts
/// hold a word, or a word starting with a prefix. The last tier of relevance.
/// Words are lower-cased; only words with letters beyond ASCII are folded
/// (`écran` → `ecran`), which keeps building it cheap.
struct EffectText: Sendable {
    /// Sorted distinct words, for prefix ranges.
    private let words: [String]
    /// The ids whose texts hold each word of `words`, same order.
    private let ids: [Set<Int>]

    init(kind: EntityKind, db: Database) throws {
        var index: [String: Set<Int>] = [:]
        var folded: [Substring: String] = [:]
        let sql = """
            SELECT id, coalesce(short_effect, '') || ' ' || coalesce(effect, '') AS text FROM \(kind.table)
            UNION ALL
            SELECT id, coalesce(short_effect, '') || ' ' || coalesce(effect, '') || ' ' || coalesce(flavor_text, '') FROM entity_text WHERE kind = ?
            """
        if kind.hasTexts {
            for row in try Row.fetchAll(db, sql: sql, arguments: [kind.nameKind.rawValue]) {
                let id: Int = row["id"]
                let text: String = row["text"]
                for word in text.split(whereSeparator: { !($0.isLetterQuick || $0.isNumberQuick) }) {
                    let key: String
                    if word.utf8.allSatisfy({ $0 < 0x80 }) {
                        key = word.lowercased()
                    } else if let known = folded[word] {
                        key = known
                    } else {
                        key = TextFolder.fold(String(word))
                        folded[word] = key
                    }
                    index[key, default: []].insert(id)
                }
            }
        }
        let sorted = index.keys.sorted()
        words = sorted
        ids = sorted.map { index[$0]! }
    }

    /// Ids whose texts hold every token (the last one may be a prefix of 3 letters or more).
    func ids(containing tokens: [String]) -> Set<Int> {
        var result: Set<Int>?
        for (position, token) in tokens.enumerated() {
            var found = Set<Int>()
            let start = lowerBound(token)
            if position == tokens.count - 1 && token.count >= 3 {
                var index = start
                while index < words.count, words[index].hasPrefix(token) {
                    found.formUnion(ids[index])
                    index += 1
                }
            } else if start < words.count, words[start] == token {
                found = ids[start]
            }
            result = result.map { $0.intersection(found) } ?? found
            if result?.isEmpty == true { return [] }
        }
        return result ?? []
    }

    private func lowerBound(_ word: String) -> Int {
        var low = 0, high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
