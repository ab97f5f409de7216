/// A thing a lexicon phrase names: its kind and id (`fire` → type 10).
struct LexiconEntry: Hashable, Sendable {
    var kind: LexiconKind
    var id: Int
}
