/// How many of each ASCII character a word holds, counted once so that a
/// misspelt word can be compared with thousands of name words cheaply: a
/// character one word has more of than the other needs an edit each, so
/// `max(|a|, |b|) − shared` is a lower bound of their edit distance.
struct LetterCounts {
    private var counts = [UInt8](repeating: 0, count: 128)
    private let length: Int
    /// A word with a character outside ASCII gives no bound (0).
    private var isASCII = true
    /// Per character, how many of it the word being compared took, valid
    /// when its stamp is the current comparison's: nothing is reset between
    /// comparisons, each touches only its own few characters.
    private var taken = [UInt8](repeating: 0, count: 128)
    private var stamps = [UInt32](repeating: 0, count: 128)
    private var comparison: UInt32 = 0

    init(_ scalars: [UInt32]) {
        length = scalars.count
        for scalar in scalars {
            guard scalar < 128, counts[Int(scalar)] < .max else { isASCII = false; break }
            counts[Int(scalar)] += 1
        }
    }

    /// A lower bound of the edit distance between this word and `other`.
    mutating func lowerBound<Scalars: Collection<UInt32>>(to other: Scalars) -> Int {
        guard isASCII else { return 0 }
        comparison &+= 1
        if comparison == 0 {
            for index in stamps.indices { stamps[index] = 0 }
            comparison = 1
        }
        let current = comparison
        var shared = 0
        counts.withUnsafeBufferPointer { counts in
            taken.withUnsafeMutableBufferPointer { taken in
                stamps.withUnsafeMutableBufferPointer { stamps in
                    for scalar in other {
                        guard scalar < 128 else { shared = -1; return }
                        let character = Int(scalar)
                        if stamps[character] != current {
                            stamps[character] = current
                            taken[character] = 0
                        }
                        if taken[character] < counts[character] {
                            taken[character] += 1
                            shared += 1
                        }
                    }
                }
            }
        }
        return shared < 0 ? 0 : max(length, other.count) - shared
    }
}
