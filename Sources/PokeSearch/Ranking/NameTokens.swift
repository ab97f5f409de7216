import GRDB
import Synchronization

/// The distinct folded words of Pokémon names (`name_token`), as typo
/// tolerance compares them: by length, each with its scalars and the set of
/// its letters (`LetterMask`), in flat arrays so that a pass over thousands
/// of them copies and counts no references.
struct NameTokens: Sendable {
    /// Sorted by length, then text.
    let texts: [String]
    let letters: [LetterMask]
    /// Every word's scalars, one after the other; word `i` is `scalars[starts[i]..<starts[i + 1]]`.
    let scalars: [UInt32]
    let starts: [Int]

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

    var count: Int { texts.count }

    func length(of index: Int) -> Int { starts[index + 1] - starts[index] }

    func scalars(of index: Int) -> ArraySlice<UInt32> { scalars[starts[index]..<starts[index + 1]] }

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

/// The `name_token` table in memory, read on the first typo and kept for the
/// engine's lifetime: comparing a misspelled word with every name word is
/// then a loop over arrays, not thousands of rows decoded per search.
final class NameTokenCache: Sendable {
    private let tokens = Mutex<NameTokens?>(nil)

    func tokens(in db: Database) throws -> NameTokens {
        if let cached = tokens.withLock({ $0 }) { return cached }
        let words = try String.fetchAll(db, sql: "SELECT token FROM name_token ORDER BY length, token")
        // `length` counts characters; the typo search counts scalars.
        let loaded = NameTokens(words.sorted { ($0.unicodeScalars.count, $0) < ($1.unicodeScalars.count, $1) })
        tokens.withLock { $0 = loaded }
        return loaded
    }
}
