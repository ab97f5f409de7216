/// An order of every card the ranker sorts by: by a value (`speed`,
/// descending or not), or the Pokédex's own (no key).
struct CardOrder: Hashable, Sendable {
    var key: SortKey?
    var descending = false

    /// A number of its own, by which the search index keeps the order
    /// (the index, below the model, names no sort key).
    var id: Int {
        (key.flatMap { SortKey.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0) << 1 | (descending ? 1 : 0)
    }
}
