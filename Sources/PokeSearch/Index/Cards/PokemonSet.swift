/// A set of documents (Pokémon, by their place in the `CardTable`) as bits:
/// filters, name matches and full-text matches combine with a few word
/// operations instead of SQL joins.
struct PokemonSet: Sendable, Equatable, Sequence {
    private(set) var words: [UInt64]
    /// The number of documents the set ranges over.
    let capacity: Int

    /// An empty set over `capacity` documents.
    init(capacity: Int) {
        self.capacity = capacity
        words = Array(repeating: 0, count: (capacity + 63) / 64)
    }

    /// Every document.
    static func all(capacity: Int) -> PokemonSet {
        var set = PokemonSet(capacity: capacity)
        for index in set.words.indices { set.words[index] = ~0 }
        set.clearTail()
        return set
    }

    /// The documents `contains` accepts, a word of bits at a time: what a
    /// filter asking of every card builds, without a call per document.
    init(capacity: Int, where contains: (Int) -> Bool) {
        self.capacity = capacity
        words = (0..<(capacity + 63) / 64).map { word in
            var bits: UInt64 = 0
            for bit in 0..<Swift.min(64, capacity - word * 64) where contains(word * 64 + bit) { bits |= 1 << UInt64(bit) }
            return bits
        }
    }

    init<S: Sequence>(capacity: Int, _ documents: S) where S.Element == Int {
        self.init(capacity: capacity)
        for document in documents { insert(document) }
    }

    mutating func insert(_ document: Int) {
        words[document >> 6] |= 1 << UInt64(document & 63)
    }

    func contains(_ document: Int) -> Bool {
        words[document >> 6] & (1 << UInt64(document & 63)) != 0
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    mutating func formIntersection(_ other: PokemonSet) {
        for index in words.indices { words[index] &= other.words[index] }
    }

    mutating func formUnion(_ other: PokemonSet) {
        for index in words.indices { words[index] |= other.words[index] }
    }

    mutating func subtract(_ other: PokemonSet) {
        for index in words.indices { words[index] &= ~other.words[index] }
    }

    /// The documents not in the set.
    var complement: PokemonSet {
        var set = self
        for index in set.words.indices { set.words[index] = ~set.words[index] }
        set.clearTail()
        return set
    }

    private mutating func clearTail() {
        let extra = words.count * 64 - capacity
        if extra > 0, !words.isEmpty { words[words.count - 1] &= ~0 >> UInt64(extra) }
    }

    /// The documents in ascending order.
    func makeIterator() -> Iterator { Iterator(words: words) }

    /// Their number, known before iterating: an array of the documents is made in one allocation.
    var underestimatedCount: Int { count }

    struct Iterator: IteratorProtocol {
        let words: [UInt64]
        var index = 0
        var word: UInt64

        init(words: [UInt64]) {
            self.words = words
            word = words.first ?? 0
        }

        mutating func next() -> Int? {
            while word == 0 {
                index += 1
                guard index < words.count else { return nil }
                word = words[index]
            }
            let bit = word.trailingZeroBitCount
            word &= word - 1
            return index * 64 + bit
        }
    }
}
