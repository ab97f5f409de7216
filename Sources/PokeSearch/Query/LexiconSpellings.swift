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
    /// (scalars) into flat arrays, with their letters by letter: a typo
    /// search reads only the lengths within its edits, and of those only the
    /// spellings that hold enough of its word's letters: masks and scalars
    /// that hold no reference to count. A class: a correction asks for five
    /// kinds' spellings, and a copy of a struct of eight arrays counted eight references.
    final class KindSpellings: Sendable {
        /// In the lexicon's order.
        let all: [Spelling]
        /// The indices of `all` by length (scalars), in the lexicon's order within a length.
        let byLength: IndexGroups
        /// By position in `byLength.ordered`, the order a typo search reads
        /// them in (laid out in `all`'s order, each read was a cache miss):
        /// the letters, and where the scalars lie in `scalars`.
        let masks: [LetterMask]
        let scalarStarts: [Int]
        let scalars: [UInt32]
        /// `masks` by letter: what rules most spellings out of a typo search.
        let letterPostings: LetterPostings
        /// The phrases as abbreviations read them (`twave`, `hjk`): made on the first word that may be one.
        private let abbreviated = MemoizedValue<AbbreviatedNames>()
        /// Genus phrases (`scratch cat pokemon`) by the word before `pokemon`: made on the first `cat pokemon`.
        private let endings = MemoizedValue<[String: [Int]]>()

        /// The things whose phrase ends with `word` before ` pokemon` (the
        /// genus's animal: `cat` is Scratch Cat, Classy Cat, Fire Cat…), in id order.
        func ids(endingWith word: String) -> [Int] {
            endings.value {
                var ids: [String: Set<Int>] = [:]
                for spelling in all where spelling.phrase.hasSuffix(" pokemon") {
                    let words = spelling.phrase.split(separator: " ")
                    ids[String(words[words.count - 2]), default: []].insert(spelling.refID)
                }
                return ids.mapValues { $0.sorted() }
            }[word] ?? []
        }

        /// `all` as abbreviations read them; a name's id is its position in `all`.
        var abbreviations: AbbreviatedNames {
            abbreviated.value {
                // Spelled out step by step: as one chain of closures, the words took 5 s to type-check.
                var words = Set<String>()
                for spelling in all {
                    for word in spelling.phrase.split(separator: " ") where word.utf8.count >= 4 { words.insert(String(word)) }
                }
                let names: [AbbreviatedNames.Name] = all.indices.map { AbbreviatedNames.Name(text: all[$0].phrase, id: $0) }
                return AbbreviatedNames(names, words: words)
            }
        }

        init(_ all: [Spelling]) {
            self.all = all
            // a–z and spaces only (`spellings(of:in:)`): the bytes are the scalars, one per byte.
            byLength = IndexGroups(count: all.count, keys: (all.map(\.phrase.utf8.count).max() ?? 0) + 1) { all[$0].phrase.utf8.count }
            var scalars: [UInt32] = [], scalarStarts = [0], masks: [LetterMask] = []
            masks.reserveCapacity(all.count)
            scalarStarts.reserveCapacity(all.count + 1)
            for index in byLength.ordered {
                let start = scalars.count
                for byte in all[Int(index)].phrase.utf8 { scalars.append(UInt32(byte)) }
                masks.append(LetterMask(scalars[start...]))
                scalarStarts.append(scalars.count)
            }
            letterPostings = LetterPostings(masks)
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
    }

    /// By `LexiconKind.allCases` position: a correction asks for five kinds,
    /// and a dictionary keyed by kind hashed each kind's name.
    private let byKind = Mutex<[KindSpellings?]>(Array(repeating: nil, count: LexiconKind.allCases.count))

    /// Kinds read together: a word is compared with the keywords' kinds all
    /// at once (`RunReader.keywordKinds`), so one read fetches them all.
    private static let groups: [[LexiconKind]] = [[.type, .region, .color, .habitat, .shape]]

    /// The phrases of `kind` made of the letters a–z and spaces only
    /// (`ice beam`, so that `icebeam` and `ice bean` are one edit away), in
    /// the lexicon's order (phrase, then id).
    func spellings(of kind: LexiconKind, in db: Database) throws -> KindSpellings {
        if let cached = byKind.withLock({ $0[kind.position] }) { return cached }
        let kinds = Self.groups.first { $0.contains(kind) } ?? [kind]
        var phrases: [LexiconKind: [Spelling]] = [:]
        // Rows come kind by kind: the kind's text is compared with the last
        // row's rather than made into a `LexiconKind` on every row, and a
        // phrase is kept when its bytes are a–z and spaces only (a `GLOB` in
        // the SQL cost a one-off search more than the rest of the read).
        var kindText: [UInt8] = [], rowKind: LexiconKind?
        try ReadStatement(db, sql: """
            SELECT kind, phrase, ref_id FROM lexicon
             WHERE kind IN (\(ReadStatement.placeholders(count: kinds.count)))
             ORDER BY kind, phrase, ref_id
            """).forEachRow(arguments: kinds.map { .text($0.rawValue) }) { row in
            let phrase = row.utf8(1)
            guard phrase.allSatisfy({ (0x61...0x7A).contains($0) || $0 == 0x20 }) else { return }
            let text = row.utf8(0)
            if !text.elementsEqual(kindText) {
                kindText = Array(text)
                rowKind = LexiconKind(rawValue: String(decoding: text, as: UTF8.self))
            }
            guard let rowKind else { return }
            phrases[rowKind, default: []].append(Spelling(phrase: String(decoding: phrase, as: UTF8.self), refID: row.int(2)))
        }
        let loaded = Dictionary(uniqueKeysWithValues: kinds.map { ($0, KindSpellings(phrases[$0] ?? [])) })
        byKind.withLock { byKind in
            for (kind, spellings) in loaded where byKind[kind.position] == nil { byKind[kind.position] = spellings }
        }
        return loaded[kind]!
    }
}
