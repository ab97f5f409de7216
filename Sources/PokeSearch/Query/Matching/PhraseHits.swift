/// Where one phrase occurs: the documents, and in each its instances
/// weighted by their column (`TextColumn.weight`), which is bm25's term
/// frequency.
struct PhraseHits {
    var documents: PokemonSet
    /// The documents with an instance, ascending, and their weighted
    /// instances: sparse, as a phrase occurs in a few Pokémon and a dense
    /// array zeroed one Double per Pokémon for each of a query's phrases.
    private var hitDocuments: [Int32] = []
    private var hitFrequencies: [Double] = []

    /// For Pokémon ids below `capacity`, room made for `expected` documents.
    init(capacity: Int, expected: Int = 0) {
        documents = PokemonSet(capacity: capacity)
        hitDocuments.reserveCapacity(expected)
        hitFrequencies.reserveCapacity(expected)
    }

    /// Adds an instance of `weight` in `document`, which is no lower than
    /// the documents added before (postings are read in document order).
    mutating func add(_ weight: Double, to document: Int) {
        if let last = hitDocuments.last, Int(last) == document {
            hitFrequencies[hitFrequencies.count - 1] += weight
            return
        }
        precondition(hitDocuments.last.map { Int($0) < document } ?? true, "phrase hits are added in document order")
        documents.insert(document)
        hitDocuments.append(Int32(document))
        hitFrequencies.append(weight)
    }

    /// The weighted instances of the phrase in `document`: 0 where it does not occur.
    func frequency(in document: Int) -> Double {
        guard documents.contains(document) else { return 0 }
        var low = 0, high = hitDocuments.count
        while low < high {
            let middle = (low + high) / 2
            if Int(hitDocuments[middle]) < document { low = middle + 1 } else { high = middle }
        }
        return hitFrequencies[low]
    }
}
