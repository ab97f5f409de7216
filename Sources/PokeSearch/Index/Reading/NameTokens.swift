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
    /// By length k, the letters of every word's first k scalars (the whole
    /// word's when shorter), in word order: what the word being typed is
    /// compared with when a word is longer. Made on first need per length,
    /// one row read straight through by a search.
    private let prefixLetters = Mutex<[Int: [LetterMask]]>([:])

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

    /// The letters of every word's first `length` scalars (see `prefixLetters`).
    private func prefixLetters(ofLength length: Int) -> [LetterMask] {
        if let row = prefixLetters.withLock({ $0[length] }) { return row }
        let row = (0..<count).map { LetterMask(scalars[starts[$0]..<min(starts[$0] + length, starts[$0 + 1])]) }
        prefixLetters.withLock { $0[length] = row }
        return row
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
        let maximumLength = prefix ? Int.max : scalars.count + allowed
        let letters = LetterMask(scalars[...])
        var counts = LetterCounts(scalars)
        var found: [(token: String, distance: Int)] = []
        let first = firstIndex(ofLength: max(0, minimumLength))
        let beginnings = prefix ? prefixLetters(ofLength: scalars.count) : []
        // Over the arrays' storage: this loop visits thousands of words per typo.
        starts.withUnsafeBufferPointer { starts in
        self.letters.withUnsafeBufferPointer { wordLetters in
        beginnings.withUnsafeBufferPointer { prefixLetters in
        self.scalars.withUnsafeBufferPointer { allScalars in
        scalars.withUnsafeBufferPointer { scalars in
            for token in first..<count {
                let start = starts[token], length = starts[token + 1] - start
                guard length <= maximumLength else { break }
                let truncated = prefix && length > scalars.count + allowed
                // Most words are ruled out by which letters they hold (of the
                // beginning compared, for a longer word), without touching
                // their text; then by how many of each; then compared.
                let compared = truncated ? prefixLetters[token] : wordLetters[token]
                guard LetterMask.allows(letters, compared, within: allowed) else { continue }
                let tokenScalars = UnsafeBufferPointer(rebasing: allScalars[start..<(truncated ? start + scalars.count : start + length)])
                guard counts.lowerBound(to: tokenScalars) <= allowed else { continue }
                let distance = EditDistance.distance(scalars, tokenScalars, limit: allowed)
                if distance <= allowed { found.append((texts[token], distance)) }
            }
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
