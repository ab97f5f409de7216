import GRDB
import Synchronization

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
    private let comparedLetters = Mutex<[Int: ComparedLetters]>([:])
    /// The words' own letters, by letter: made on the first typo search of a whole word.
    private let wordLetterPostings = Mutex<LetterPostings?>(nil)

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

    /// The `name_token` table's words.
    static func fetch(_ db: Database) throws -> NameTokens {
        let words = try ReadStatement(db, sql: "SELECT token FROM name_token").rows { $0.text(0) }
        // `length` counts characters; the typo search counts scalars.
        return NameTokens(words.sorted { ($0.unicodeScalars.count, $0) < ($1.unicodeScalars.count, $1) })
    }

    init(_ words: [String]) {
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
        let key = length << 8 | allowed
        if let row = comparedLetters.withLock({ $0[key] }) { return row }
        let masks = (0..<count).map { word in
            self.length(of: word) > length + allowed ? LetterMask(scalars[starts[word]..<starts[word] + length]) : letters[word]
        }
        let row = ComparedLetters(masks: masks, postings: LetterPostings(masks))
        comparedLetters.withLock { $0[key] = row }
        return row
    }

    /// `letters` by letter (see `wordLetterPostings`).
    private func letterPostings() -> LetterPostings {
        if let made = wordLetterPostings.withLock({ $0 }) { return made }
        let made = LetterPostings(letters)
        wordLetterPostings.withLock { $0 = made }
        return made
    }

    var count: Int { texts.count }

    func length(of index: Int) -> Int { starts[index + 1] - starts[index] }

    func scalars(of index: Int) -> ArraySlice<UInt32> { scalars[starts[index]..<starts[index + 1]] }

    /// The words within `allowed` edits of `word` (Damerau–Levenshtein), the
    /// nearest only, shorter first, then in byte order; with `prefix` (the
    /// word being typed), a word longer than `word` by more than `allowed`
    /// is compared by its beginning (`pikachx` → `pikachu`).
    func nearest(to word: String, allowed: Int, prefix: Bool) -> [(token: String, distance: Int)] {
        let scalars = word.unicodeScalars.map(\.value)
        let minimumLength = scalars.count - allowed
        let letters = LetterMask(scalars[...])
        var counts = LetterCounts(scalars)
        var found: [(token: String, distance: Int)] = []
        let first = firstIndex(ofLength: max(0, minimumLength))
        // Words longer than allowed are never reached, except by the word being typed.
        let end = prefix ? count : firstIndex(ofLength: scalars.count + allowed + 1)
        let row = prefix ? comparedLetters(typedLength: scalars.count, allowed: allowed) : nil
        let compared = row?.masks ?? self.letters
        let postings = row?.postings ?? letterPostings()
        // Over the arrays' storage: this search visits thousands of words per typo.
        starts.withUnsafeBufferPointer { starts in
        compared.withUnsafeBufferPointer { compared in
        self.scalars.withUnsafeBufferPointer { allScalars in
        scalars.withUnsafeBufferPointer { scalars in
            // Most words are ruled out by the letters they lack (of the
            // beginning compared, for a longer word), 64 at a time; then by
            // the letters they have that the word lacks; then by how many of
            // each; the rest are compared.
            postings.forEachWord(lackingAtMost: allowed, of: letters, in: first..<end) { token in
                guard LetterMask.allows(letters, compared[token], within: allowed) else { return }
                let start = starts[token], length = starts[token + 1] - start
                let truncated = prefix && length > scalars.count + allowed
                let tokenScalars = UnsafeBufferPointer(rebasing: allScalars[start..<(truncated ? start + scalars.count : start + length)])
                guard counts.lowerBound(to: tokenScalars) <= allowed else { return }
                let distance = EditDistance.distance(scalars, tokenScalars, limit: allowed)
                if distance <= allowed { found.append((texts[token], distance)) }
            }
        }
        }
        }
        }
        let nearest = found.map(\.distance).min() ?? 0
        return found.filter { $0.distance == nearest }
            .sorted { ($0.token.count, $0.token) < ($1.token.count, $1.token) }
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
