import GRDB

/// The distinct folded words of Pokémon names (`name_token`), as typo
/// tolerance compares them: by length, each with its scalars and the set of
/// its letters (`LetterMask`), in flat arrays so that a pass over thousands
/// of them copies and counts no references.
final class NameTokens: Sendable {
    /// Sorted by length, then text.
    let texts: [String]
    let letters: [LetterMask]
    /// Every word's scalars, one after the other; word `i` is `scalars[starts[i]..<starts[i + 1]]`.
    let scalars: [UInt32]
    let starts: [Int]
    /// For the word being typed of k scalars with a allowed typos, what each
    /// word's letters are compared with: its own, or its first k scalars'
    /// when it is longer by more than a. Made on first need per (k, a), one
    /// row read straight through by a search.
    private let comparedLetters = Memo<Int, ComparedLetters>()
    /// The words' own letters, by letter: made on the first typo search of a whole word.
    private let wordLetterPostings = MemoizedValue<LetterPostings>()
    /// The words' first letters, by letter: made on the first typo search.
    private let wordBeginnings = MemoizedValue<LeadingLetters>()
    /// Deletion indexes (see `deletionIndex(typedLength:)`), by the typed
    /// word's length, each made on first need.
    private let deletionIndexes = Memo<Int, (index: DeletionIndex, base: Int)>()
    /// `texts` end to end, for a word inside a name: made on the first such search.
    private let infixes = MemoizedValue<InfixIndex>()

    /// One row of `comparedLetters`, and the same by letter.
    private struct ComparedLetters: Sendable {
        var masks: [LetterMask]
        var postings: LetterPostings
    }

    /// How many typos a name word of `length` letters may have, in the
    /// spirit of Meilisearch: one from 5 letters, two from 9.
    static func allowedTypos(forLength length: Int) -> Int {
        length >= 9 ? 2 : (length >= 5 ? 1 : 0)
    }

    /// From how many letters a word that matches nothing within its allowed
    /// typos may have one more (`pikaku` → Pikachu): a name typed from
    /// memory often has two.
    static let secondTypoLength = 6

    /// Those of `found` (words as near as each other) that share the longest
    /// beginning with `word`: with an extra typo allowed, many words are as
    /// near, and a name is seldom misspelt from its first letters.
    static func beginningMostAlike(_ word: String, _ found: [(token: String, distance: Int)]) -> [(token: String, distance: Int)] {
        let typed = Array(word.utf8)
        let shared = found.map { zip(typed, $0.token.utf8).prefix { $0 == $1 }.count }
        guard let longest = shared.max() else { return [] }
        return found.indices.filter { shared[$0] == longest }.map { found[$0] }
    }

    /// The `name_token` table's words.
    static func fetch(_ db: Database) throws -> NameTokens {
        NameTokens(try ReadStatement(db, sql: "SELECT token FROM name_token").rows { $0.text(0) })
    }

    /// `words` in any order: they are kept by length, then text (the
    /// length in scalars, which the typo search counts; SQL's `length`
    /// counts characters).
    init(_ words: [String]) {
        let words = words.sorted { ($0.unicodeScalars.count, $0) < ($1.unicodeScalars.count, $1) }
        var scalars: [UInt32] = [], starts = [0], letters: [LetterMask] = []
        for word in words {
            let wordScalars = word.unicodeScalars.map(\.value)
            letters.append(LetterMask(wordScalars[...]))
            scalars += wordScalars
            starts.append(scalars.count)
        }
        texts = words
        self.letters = letters
        self.scalars = scalars
        self.starts = starts
    }

    /// What the words' letters are compared with when a word of `length`
    /// scalars being typed may have `allowed` typos (see `comparedLetters`).
    private func comparedLetters(typedLength length: Int, allowed: Int) -> ComparedLetters {
        comparedLetters.value(for: length << 8 | allowed) {
            let masks = (0..<count).map { word in
                self.length(of: word) > length + allowed ? LetterMask(scalars[starts[word]..<starts[word] + length]) : letters[word]
            }
            return ComparedLetters(masks: masks, postings: LetterPostings(masks))
        }
    }

    /// `letters` by letter (see `wordLetterPostings`).
    private func letterPostings() -> LetterPostings {
        wordLetterPostings.value { LetterPostings(letters) }
    }

    /// `wordBeginnings`, made if need be.
    private func leadingLetters() -> LeadingLetters {
        wordBeginnings.value { LeadingLetters((0..<count).map(scalars(of:))) }
    }

    var count: Int { texts.count }

    func length(of index: Int) -> Int { starts[index + 1] - starts[index] }

    func scalars(of index: Int) -> ArraySlice<UInt32> { scalars[starts[index]..<starts[index + 1]] }

    /// The words within `allowed` edits of `word` (Damerau–Levenshtein), the
    /// nearest only, those nearest its length first (`dragonight` is
    /// Dragonite before Dragonir, both three edits away), then shorter, then
    /// in byte order; with `prefix` (the
    /// word being typed), a word longer than `word` by more than `allowed`
    /// is compared by its beginning (`pikachx` → `pikachu`).
    func nearest(to word: String, allowed: Int, prefix: Bool) -> [(token: String, distance: Int)] {
        let typed = word.unicodeScalars.map(\.value)
        let first = firstIndex(ofLength: max(0, typed.count - allowed))
        // Words longer than allowed are never reached, except by the word being typed.
        let end = prefix ? count : firstIndex(ofLength: typed.count + allowed + 1)
        var found: [(token: String, distance: Int)] = []
        // Over the arrays' storage: a scan visits thousands of words per typo.
        starts.withUnsafeBufferPointer { starts in
        self.scalars.withUnsafeBufferPointer { allScalars in
        typed.withUnsafeBufferPointer { scalars in
            /// Word `token` as compared: by its beginning when it is longer by more than allowed.
            func spelling(of token: Int) -> UnsafeBufferPointer<UInt32> {
                let start = starts[token], length = starts[token + 1] - start
                let truncated = prefix && length > scalars.count + allowed
                return UnsafeBufferPointer(rebasing: allScalars[start..<(truncated ? start + scalars.count : start + length)])
            }
            if allowed == 1 {
                // One edit, the common typo: the few words sharing a spelling with one letter left out.
                for token in oneEditCandidates(of: scalars) where (first..<end).contains(token) {
                    let distance = EditDistance.distance(scalars, spelling(of: token), limit: allowed)
                    if distance <= allowed { found.append((texts[token], distance)) }
                }
            } else {
                found = scan(for: typed, scalars, allowed: allowed, prefix: prefix, in: first..<end, spelling: spelling)
            }
        }
        }
        }
        let nearest = found.map(\.distance).min() ?? 0
        func order(_ word: (token: String, distance: Int)) -> (Int, Int, String) {
            let length = word.token.unicodeScalars.count
            return (abs(length - typed.count), length, word.token)
        }
        let words = found.filter { $0.distance == nearest }.sorted { order($0) < order($1) }
        guard words.count > 1 else { return words }
        // Among words as near, those the typed one leaves letters out of
        // first, as keyword corrections rank theirs (`sevper` is Seviper, not
        // Seeper, Horsea's German name). A word being typed, within its
        // beginning (`munan` is not the start of Muhandaino with letters left out).
        func keepsTyped(_ word: (token: String, distance: Int)) -> Bool {
            EditDistance.leavesLettersOut(typed, of: word.token.unicodeScalars.prefix(typed.count + nearest).lazy.map(\.value))
        }
        func typedFirst(_ words: [(token: String, distance: Int)]) -> [(token: String, distance: Int)] {
            words.filter(keepsTyped) + words.filter { !keepsTyped($0) }
        }
        // A whole word as near before the beginning of a longer one (`mimikyuu`: Mimikyu, not
        // mimikyubusted, Busted Mimikyu's joined slug, whose beginning it leaves a letter out of).
        let isWhole = { (word: (token: String, distance: Int)) in word.token.unicodeScalars.count <= typed.count + nearest }
        return typedFirst(words.filter(isWhole)) + typedFirst(words.filter { !isWhole($0) })
    }

    /// The words in `range` within `allowed` edits of `scalars`, by a pass
    /// over them: most are ruled out by the letters they lack (of the
    /// beginning compared, for a longer word), 64 at a time; then by the
    /// letters they have that the word lacks; then by how many of each; the
    /// rest are compared.
    private func scan(for typed: [UInt32], _ scalars: UnsafeBufferPointer<UInt32>, allowed: Int, prefix: Bool, in range: Range<Int>,
                      spelling: (Int) -> UnsafeBufferPointer<UInt32>) -> [(token: String, distance: Int)] {
        let letters = LetterMask(typed[...])
        var counts = LetterCounts(typed)
        let row = prefix ? comparedLetters(typedLength: scalars.count, allowed: allowed) : nil
        let compared = row?.masks ?? self.letters
        let postings = row?.postings ?? letterPostings()
        let beginnings = leadingLetters()
        // A longer word compared by its beginning begins as it does.
        let beginning = beginnings.beginning(of: typed, reach: allowed)
        var found: [(token: String, distance: Int)] = []
        compared.withUnsafeBufferPointer { compared in
            postings.forEachWord(lackingAtMost: allowed, of: letters, in: range, beginning: beginning.map(beginnings.blocks)) { token in
                guard LetterMask.allows(letters, compared[token], within: allowed) else { return }
                let tokenScalars = spelling(token)
                guard counts.lowerBound(to: tokenScalars) <= allowed else { return }
                let distance = EditDistance.distance(scalars, tokenScalars, limit: allowed)
                if distance <= allowed { found.append((texts[token], distance)) }
            }
        }
        return found
    }

    /// The words that may be within one edit of `typed` (see
    /// `DeletionIndex`), once each, in order: those of at most one scalar
    /// more as they are, longer ones by their beginning (callers comparing
    /// whole words keep only the former).
    private func oneEditCandidates(of typed: UnsafeBufferPointer<UInt32>) -> [Int] {
        let (index, base) = deletionIndex(typedLength: typed.count)
        var candidates: [Int] = []
        index.forEachCandidate(of: typed) { candidates.append(base + $0) }
        candidates.sort()
        var last = -1
        return candidates.filter { candidate in
            defer { last = candidate }
            return candidate != last
        }
    }

    /// The deletion index of the words a word of `typedLength` scalars is
    /// compared with for one typo: those at most one shorter, a word longer
    /// by more than one spelt by its first `typedLength` scalars (as the
    /// word being typed compares it). Word `base + i` is the index's word `i`.
    private func deletionIndex(typedLength: Int) -> (index: DeletionIndex, base: Int) {
        deletionIndexes.value(for: typedLength) {
            let base = firstIndex(ofLength: typedLength - 1)
            let spellings = (base..<count).map { word in
                let spelling = scalars(of: word)
                return spelling.count > typedLength + 1 ? spelling.prefix(typedLength) : spelling
            }
            return (index: DeletionIndex(spellings), base: base)
        }
    }

    /// The words that hold `word` after their first letter (`toxapex` for
    /// `pex`), in `texts` order: by length, then text.
    func words(holding word: String) -> [String] {
        infixes.value { InfixIndex(texts) }.strings(holding: word).map { texts[$0] }
    }

    /// Whether some word is within the typos a word of its length may have
    /// (`allowedTypos`) of `word`: then a typo is likelier than a word
    /// inside another language's name.
    func hasWord(near word: String, prefix: Bool) -> Bool {
        let allowed = Self.allowedTypos(forLength: word.count)
        return allowed > 0 && !nearest(to: word, allowed: allowed, prefix: prefix).isEmpty
    }

    /// The first word of at least `length` scalars.
    func firstIndex(ofLength length: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self.length(of: middle) < length { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
