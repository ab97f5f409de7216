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
    }

    /// The spellings of one kind, in the lexicon's order, sorted by length
    /// (scalars) into flat arrays: a typo search reads only the lengths
    /// within its edits, thousands of masks and scalars that hold no
    /// reference to count.
    struct KindSpellings: Sendable {
        /// In the lexicon's order.
        let all: [Spelling]
        /// The indices of `all` by length, then in the lexicon's order; the
        /// spellings of length k are `order[lengthStarts[k]..<lengthStarts[k + 1]]`.
        let order: [Int]
        private let lengthStarts: [Int]
        /// By index of `all`: the letters, and where the scalars lie in `scalars`.
        let masks: [LetterMask]
        let scalarStarts: [Int]
        let scalars: [UInt32]

        init(_ all: [Spelling]) {
            self.all = all
            var scalars: [UInt32] = [], scalarStarts = [0], masks: [LetterMask] = []
            for spelling in all {
                let start = scalars.count
                scalars += spelling.phrase.unicodeScalars.map(\.value)
                masks.append(LetterMask(scalars[start...]))
                scalarStarts.append(scalars.count)
            }
            let lengths = all.indices.map { scalarStarts[$0 + 1] - scalarStarts[$0] }
            order = all.indices.sorted { (lengths[$0], $0) < (lengths[$1], $1) }
            var lengthStarts = [Int](repeating: 0, count: (lengths.max() ?? 0) + 2)
            for length in lengths { lengthStarts[length + 1] += 1 }
            for length in 1..<lengthStarts.count { lengthStarts[length] += lengthStarts[length - 1] }
            self.lengthStarts = lengthStarts
            self.masks = masks
            self.scalarStarts = scalarStarts
            self.scalars = scalars
        }

        /// The spellings that start with `prefix`: a range of `all`, which
        /// is in phrase order (the lexicon's binary order, as Swift orders
        /// these a–z phrases), found by bisection rather than a pass over every phrase.
        func starting(with prefix: String) -> ArraySlice<Spelling> {
            all[all.range(withPrefix: prefix) { $0.phrase }]
        }

        /// The positions in `order` of the spellings of `length` scalars.
        func range(ofLength length: Int) -> Range<Int> {
            guard length >= 0, length + 1 < lengthStarts.count else { return 0..<0 }
            return lengthStarts[length]..<lengthStarts[length + 1]
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
