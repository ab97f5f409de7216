/// An order of every card the ranker sorts by: by a value (`speed`,
/// descending or not), or the Pokédex's own (no key).
struct CardOrder: Hashable, Sendable {
    var key: SortKey?
    var descending = false
}
