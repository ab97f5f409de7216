import GRDB

/// The searchable text of every move, item or ability of one kind, folded
/// once and kept in memory: names in every language (and Latin names run
/// together: `thunderbolt`, `10manbolt`) and the words of those names for
/// typo tolerance. Effect and flavor texts stay in SQLite (`EffectText`).
struct EntityNames: Sendable {
    struct Entry: Sendable {
        var id: Int
        /// Folded names in every language, the slug's words included.
        var names: [String]
        /// Every word of `names`.
        var nameWords: Set<String>
    }

    let kind: EntityKind
    let entries: [Int: Entry]
    /// Latin words of every name, for typo tolerance.
    let vocabulary: [String]
    private let vocabularySet: Set<String>

    init(kind: EntityKind, db: Database) throws {
        self.kind = kind
        var names: [Int: Set<String>] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM \(kind.table)") {
            let slug: String = row["name"]
            names[row["id"], default: []].insert(TextFolder.fold(slug))
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM localized_name WHERE kind = ?", arguments: [kind.rawValue]) {
            let name: String = row["name"]
            let folded = TextFolder.fold(name)
            guard !folded.isEmpty else { continue }
            names[row["id"], default: []].insert(folded)
            if folded.contains(" ") { names[row["id"], default: []].insert(TextFolder.foldJoined(name)) }
        }
        var entries: [Int: Entry] = [:]
        var vocabulary = Set<String>()
        for (id, set) in names {
            let words = Set(set.flatMap { $0.split(separator: " ").map(String.init) })
            vocabulary.formUnion(words.filter { $0.allSatisfy { $0.isASCII && $0.isLetter } })
            entries[id] = Entry(id: id, names: set.sorted(), nameWords: words)
        }
        self.entries = entries
        self.vocabulary = vocabulary.sorted()
        vocabularySet = vocabulary
    }

    /// How `entry` matches the folded query `text` (words `tokens`), if it does.
    func match(_ entry: Entry, text: String, tokens: [String], inEffects: Bool) -> (EntityMatch, String?)? {
        let joined = tokens.joined()
        if let name = entry.names.first(where: { $0 == text || $0 == joined }) { return (.exactName, name) }
        if let name = entry.names.first(where: { $0.hasPrefix(text) }) { return (.namePrefix, name) }
        let isLast = { (index: Int) in index == tokens.count - 1 }
        let inNames = tokens.enumerated().allSatisfy { index, token in
            entry.nameWords.contains(token)
                || (isLast(index) && entry.nameWords.contains { $0.hasPrefix(token) })
                || (!token.allSatisfy(\.isASCII) && entry.names.contains { $0.contains(token) })
        }
        if inNames { return (.nameWords, entry.names.first { name in tokens.allSatisfy { name.contains($0) } }) }
        return inEffects ? (.effectText, nil) : nil
    }

    /// Whether `word` is a word of some name as typed (then it is no typo).
    func isNameWord(_ word: String) -> Bool {
        vocabularySet.contains(word) || entries.values.contains { $0.nameWords.contains(word) }
    }

    /// The closest name word to `word` within one edit from 4 letters, two
    /// from 8, as typo tolerance for Pokémon names allows.
    func correction(for word: String) -> String? {
        let allowed = word.count >= 8 ? 2 : (word.count >= 4 ? 1 : 0)
        guard allowed > 0, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let scalars = word.unicodeScalars.map(\.value)
        var best: (word: String, distance: Int)?
        for candidate in vocabulary where abs(candidate.count - word.count) <= allowed {
            let distance = EditDistance.distance(scalars, candidate.unicodeScalars.map(\.value), limit: allowed)
            if distance <= allowed, best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.word
    }
}
