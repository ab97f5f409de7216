/// How many of each ASCII character a word holds, counted once so that a
/// misspelt word can be compared with thousands of name words cheaply: a
/// character one word has more of than the other needs an edit each, so
/// `max(|a|, |b|) − shared` is a lower bound of their edit distance.
struct LetterCounts {
    private var counts = [UInt8](repeating: 0, count: 128)
    private let length: Int
    /// A word with a character outside ASCII gives no bound (0).
    private var isASCII = true

    init(_ scalars: [UInt32]) {
        length = scalars.count
        for scalar in scalars {
            guard scalar < 128, counts[Int(scalar)] < .max else { isASCII = false; break }
            counts[Int(scalar)] += 1
        }
    }

    /// A lower bound of the edit distance between this word and `other`.
    func lowerBound(to other: ArraySlice<UInt32>) -> Int {
        guard isASCII else { return 0 }
        return counts.withUnsafeBufferPointer { counts in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { remaining in
                _ = remaining.initialize(from: counts)
                var shared = 0
                for scalar in other {
                    guard scalar < 128 else { return 0 }
                    if remaining[Int(scalar)] > 0 {
                        remaining[Int(scalar)] -= 1
                        shared += 1
                    }
                }
                return max(length, other.count) - shared
            }
        }
    }
}
