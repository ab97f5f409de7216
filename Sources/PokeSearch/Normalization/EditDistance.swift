/// Damerau–Levenshtein distance (optimal string alignment): a swap of two
/// neighbouring letters (`squirtel`) counts as one typo, as people make them.
enum EditDistance {
    /// The distance between `a` and `b`, or `limit + 1` once it is certain to exceed `limit`.
    static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, limit: limit) } }
    }

    /// The same over scalars in place; its three rows live on the stack, so
    /// that a typo search comparing thousands of words allocates nothing.
    static func distance(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var previousPrevious = rows.baseAddress!, previous = previousPrevious + width, current = previous + width
            for j in 0..<width {
                previousPrevious[j] = 0
                previous[j] = j
                current[j] = 0
            }
            for i in 1...a.count {
                current[0] = i
                var rowMinimum = current[0]
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return limit + 1 }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return previous[b.count]
        }
    }

    /// A lower bound of `distance(a, b)` that costs one pass over each:
    /// the letters one has and the other lacks, counted as multisets (an edit
    /// changes at most one of each side; a swap changes none). ASCII only;
    /// 0, a bound that rules nothing out, otherwise.
    static func lowerBound(_ a: [UInt32], _ b: ArraySlice<UInt32>) -> Int {
        var counts = LetterCounts(a)
        return counts.lowerBound(to: b)
    }

    /// The distance between two strings, compared by Unicode scalars.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        distance(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value), limit: limit)
    }

    /// Whether `word` is `spelling` with letters left out (or `spelling`
    /// itself): its letters appear in `spelling` in order. Between typo
    /// readings as near, the one the word leaves letters out of wins: letters
    /// left out are the commonest typo.
    static func leavesLettersOut(_ word: [UInt32], of spelling: some Sequence<UInt32>) -> Bool {
        var next = word.startIndex
        for scalar in spelling where next < word.endIndex && word[next] == scalar { next += 1 }
        return next == word.endIndex
    }

    /// The candidate nearest to `word` within `maximum` edits (ties: shorter, then alphabetical).
    static func closest(to word: String, among candidates: [String], maximum: Int) -> String? {
        let scalars = word.unicodeScalars.map(\.value)
        var best: (distance: Int, candidate: String)?
        for candidate in candidates {
            let limit = best.map { min($0.distance, maximum) } ?? maximum
            // Lengths too far apart are ruled out before any scalar is copied.
            guard abs(candidate.unicodeScalars.count - scalars.count) <= limit else { continue }
            let distance = distance(scalars, candidate.unicodeScalars.map(\.value), limit: limit)
            guard distance <= limit else { continue }
            if let current = best {
                let better = distance < current.distance
                    || (distance == current.distance && (candidate.count, candidate) < (current.candidate.count, current.candidate))
                if better { best = (distance, candidate) }
            } else {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }
}
