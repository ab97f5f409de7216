import GRDB

/// Looks up which filterable things (types, abilities, ...) a folded phrase
/// names, in any language. Backed by the `lexicon` table (through the
/// search index's reader).
struct Lexicon {
    /// A thing a phrase names: its kind and id.
    typealias Entry = LexiconEntry

    let index: IndexReader
    private var db: Database { index.db }
    /// The phrases typo correction compares, kept between searches (else read for each correction).
    var spellings: LexiconSpellings? = nil

    /// Entries for each of `phrases` (already folded).
    func entries(for phrases: Set<String>, kinds: [LexiconKind]) throws -> [String: [Entry]] {
        try index.lexiconEntries(for: phrases, kinds: kinds)
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

    /// A known phrase meant by a word with a typo: the nearest Latin phrase
    /// of `kinds` within one edit from 4 letters (from 3 when the phrase
    /// around it says a thing of `kinds` is `expected`: `weak to fir`; else
    /// three letters only with one left out: `rok`), two from 8 (looser than
    /// names: the vocabulary is small), with what it names (shown by its own
    /// English name).
    func correction(for word: String, kinds: [LexiconKind], expected: Bool = false) throws -> Correction? {
        // Three letters may have lost one (`rok` → rock, `drk` → dark), or, where expected, any one edit.
        let scalars = word.unicodeScalars.map(\.value)
        let length = scalars.count
        let allowed = length >= 8 ? 2 : (length >= 3 ? 1 : 0)
        let onlyOmissions = length == 3 && !expected
        guard allowed > 0 else { return nil }
        let source = spellings ?? LexiconSpellings()
        // Counted when a spelling first gets past the letter masks: most corrections find none.
        var counts: LetterCounts?
        let mask = LetterMask(scalars[...])
        var best: (phrase: String, kind: LexiconKind, distance: Int, omits: Int)?
        var ids: [Int] = []
        for kind in kinds {
            // A type of five letters or more may have two typos that add no letter of
            // their own (`posin` → poison, `fiting` → fighting): the vocabulary is tiny.
            let kindAllowed = kind == .type && length >= 5 ? max(allowed, 2) : allowed
            let spellings = try source.spellings(of: kind, in: db)
            // Only the lengths within the edits allowed, and of those only the
            // spellings lacking no more of the word's letters than that; ties
            // are settled by the comparison below, not by order.
            let lengths = spellings.byLength.positions(ofKeys: max(0, length - kindAllowed)...(length + kindAllowed))
            let ordered = spellings.byLength.ordered
            // Over the scalars' storage: a slice of the array checks every read.
            spellings.scalars.withUnsafeBufferPointer { allScalars in
            spellings.letterPostings.forEachWord(lackingAtMost: kindAllowed, of: mask, in: lengths) { position in
                let start = spellings.scalarStarts[position], end = spellings.scalarStarts[position + 1]
                guard LetterMask.allows(mask, spellings.masks[position], within: kindAllowed) else { return }
                let candidate = UnsafeBufferPointer(rebasing: allScalars[start..<end])
                if counts == nil { counts = LetterCounts(scalars) }
                guard counts!.lowerBound(to: candidate) <= kindAllowed else { return }
                let candidateScalars = Array(candidate)
                let distance = EditDistance.distance(scalars, candidateScalars, limit: kindAllowed)
                guard distance <= allowed || (distance <= kindAllowed && Self.hasOnlyLetters(of: candidateScalars, scalars)) else { return }
                let index = Int(ordered[position])
                let (phrase, refID) = (spellings.all[index].phrase, spellings.all[index].refID)
                // Ties: the nearer kind, then a spelling the word is a letter short of
                // (`mose` → `mouse`, not `mole`: letters left out are the commonest typo), then alphabetical.
                let omits = EditDistance.leavesLettersOut(scalars, of: candidateScalars) ? 0 : 1
                if onlyOmissions && (omits == 1 || candidateScalars.count != 4) { return }
                if let current = best, (current.distance, kinds.firstIndex(of: current.kind)!, current.omits, current.phrase)
                    <= (distance, kinds.firstIndex(of: kind)!, omits, phrase) {
                    if current.phrase == phrase && current.kind == kind { ids.append(refID) }
                    return
                }
                best = (phrase, kind, distance, omits)
                ids = [refID]
            }
            }
        }
        guard let best else { return nil }
        // Shown as the thing's own (English) name: `dragn → dragon`, not Italian's `drago`.
        var shown = best.phrase
        if let table = best.kind.table,
           let slug = try ReadStatement(db, sql: "SELECT name FROM \(table) WHERE id = ?").rows(.int(ids[0]), make: { $0.text(0) }).first {
            shown = TextFolder.fold(slug)
        }
        return Correction(phrase: shown, spelling: best.phrase, kind: best.kind, ids: ids, distance: best.distance)
    }

    /// Whether every letter of `word` is one of `spelling`'s (as many times).
    private static func hasOnlyLetters(of spelling: [UInt32], _ word: [UInt32]) -> Bool {
        var left = spelling
        for scalar in word {
            guard let found = left.firstIndex(of: scalar) else { return false }
            left.remove(at: found)
        }
        return true
    }

    /// A keyword meant by a word with a typo, shown by its own name.
    struct Correction {
        /// The thing's own (English) name.
        var phrase: String
        /// The spelling the word was closest to (`drago` for `dragn` in Italian).
        var spelling: String
        var kind: LexiconKind
        var ids: [Int]
        /// Edits between the word and the spelling it was closest to.
        var distance: Int
    }

    /// The thing of `kind` `word` is a players' short name of (`Nicknames`):
    /// its phrase and the ids it names.
    func shortName(_ word: String, kind: LexiconKind) throws -> (phrase: String, ids: [Int])? {
        guard let full = Nicknames.shortNames(of: kind)[word],
              let found = try entries(for: [full], kinds: [kind])[full], !found.isEmpty else { return nil }
        return (full, found.map(\.id).sorted())
    }

    /// The phrases of `kind` `word` abbreviates (`twave`: thunder wave; see
    /// `AbbreviatedNames`), with the ids each names, the one that is the
    /// thing's English slug first, then the shortest.
    func abbreviated(_ word: String, kind: LexiconKind) throws -> [(phrase: String, ids: [Int])] {
        // A players' short name first (`sd`: Swords Dance, not Sky Drop; `lefties`: Leftovers).
        if let named = try shortName(word, kind: kind) { return [named] }
        let spellings = try (spellings ?? LexiconSpellings()).spellings(of: kind, in: db)
        let abbreviations = spellings.abbreviations
        var ids: [String: [Int]] = [:]
        for position in abbreviations.matches(word) {
            let spelling = spellings.all[abbreviations.names[position].id]
            ids[spelling.phrase, default: []].append(spelling.refID)
        }
        guard !ids.isEmpty else { return [] }
        var slugs: Set<String> = []
        if let table = kind.table {
            let statement = try ReadStatement(db, sql: "SELECT name FROM \(table) WHERE id = ?")
            for id in Set(ids.values.joined()) {
                for slug in try statement.rows(.int(id), make: { $0.text(0) }) { slugs.insert(TextFolder.fold(slug)) }
            }
        }
        return ids.sorted { a, b in
            (slugs.contains(a.key) ? 0 : 1, a.key.count, a.key) < (slugs.contains(b.key) ? 0 : 1, b.key.count, b.key)
        }.map { ($0.key, $0.value.sorted()) }
    }

    /// The genera whose Latin phrase ends with `word` then `pokemon` (`cat`:
    /// Scratch Cat, Classy Cat, Fire Cat, Grass Cat, Tiger Cat), as species ids.
    func genera(endingWith word: String) throws -> [Int] {
        try (spellings ?? LexiconSpellings()).spellings(of: .genus, in: db).ids(endingWith: word)
    }

    /// The things of `kind` with a Latin spelling that starts with `prefix`
    /// (`grou` → ground, `drag` → dragon): the word being typed may complete one.
    func ids(of kind: LexiconKind, withSpellingStarting prefix: String) throws -> [Int] {
        let source = spellings ?? LexiconSpellings()
        return Array(Set(try source.spellings(of: kind, in: db).starting(with: prefix).map(\.refID))).sorted()
    }
}
