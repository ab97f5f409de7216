/// Where one phrase occurs: the documents, and in each its instances
/// weighted by their column (`TextColumn.weight`), which is bm25's term
/// frequency.
struct PhraseHits {
    var documents: PokemonSet
    /// By document; 0 where the phrase does not occur.
    var frequencies: [Double]

    init(capacity: Int) {
        documents = PokemonSet(capacity: capacity)
        frequencies = Array(repeating: 0, count: capacity)
    }

    mutating func add(_ weight: Double, to document: Int) {
        documents.insert(document)
        frequencies[document] += weight
    }
}
