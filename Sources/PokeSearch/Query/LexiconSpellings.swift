import GRDB
import Synchronization

/// The Latin phrases of each lexicon kind with what they name, read on the
/// first typo in a keyword and kept for the engine's lifetime: the lexicon is
/// keyed by phrase, so finding every phrase of a kind scans all of it (some
/// 16,000 rows, about a millisecond) where a typo search needs only a few
/// hundred. A Pokédex file is replaced whole, never changed under an open
/// connection, so what a connection read once stays true.
final class LexiconSpellings: Sendable {
    /// One phrase of a kind and the thing it names.
    struct Spelling: Sendable {
        var phrase: String
        var refID: Int
        /// The phrase's scalars, as typo search compares them.
        var scalars: [UInt32]
        /// Its letters, which rule most phrases out before any counting.
        var mask: LetterMask

        init(phrase: String, refID: Int) {
            self.phrase = phrase
            self.refID = refID
            scalars = phrase.unicodeScalars.map(\.value)
            mask = LetterMask(scalars[...])
        }
    }

    /// The spellings of one kind, in the lexicon's order, and again by length
    /// (scalars): a typo search reads only the lengths within its edits.
    struct KindSpellings: Sendable {
        let all: [Spelling]
        private let byLength: [[Spelling]]

        init(_ all: [Spelling]) {
            self.all = all
            var byLength = Array(repeating: [Spelling](), count: (all.map(\.scalars.count).max() ?? 0) + 1)
            for spelling in all { byLength[spelling.scalars.count].append(spelling) }
            self.byLength = byLength
        }

        /// The spellings of `length` scalars, in the lexicon's order.
        func of(length: Int) -> [Spelling] {
            byLength.indices.contains(length) ? byLength[length] : []
        }
    }

    private let byKind = Mutex<[LexiconKind: KindSpellings]>([:])

    /// Kinds read together: a word is compared with the keywords' kinds all
    /// at once (`RunReader.keywordKinds`), so one read fetches them all.
    private static let groups: [[LexiconKind]] = [[.type, .region, .color, .habitat, .shape]]

    /// The phrases of `kind` made of the letters a–z and spaces only
    /// (`ice beam`, so that `icebeam` and `ice bean` are one edit away), in
    /// the lexicon's order (phrase, then id).
    func spellings(of kind: LexiconKind, in db: Database) throws -> KindSpellings {
        if let cached = byKind.withLock({ $0[kind] }) { return cached }
        let kinds = Self.groups.first { $0.contains(kind) } ?? [kind]
        var phrases: [LexiconKind: [Spelling]] = [:]
        try ReadStatement(db, sql: """
            SELECT kind, phrase, ref_id FROM lexicon
             WHERE kind IN (\(databaseQuestionMarks(count: kinds.count))) AND phrase NOT GLOB '*[^a-z ]*'
             ORDER BY kind, phrase, ref_id
            """).forEachRow(arguments: kinds.map { .text($0.rawValue) }) { row in
            guard let kind = LexiconKind(rawValue: row.text(0)) else { return }
            phrases[kind, default: []].append(Spelling(phrase: row.text(1), refID: row.int(2)))
        }
        let loaded = Dictionary(uniqueKeysWithValues: kinds.map { ($0, KindSpellings(phrases[$0] ?? [])) })
        byKind.withLock { $0.merge(loaded) { current, _ in current } }
        return loaded[kind]!
    }
}
