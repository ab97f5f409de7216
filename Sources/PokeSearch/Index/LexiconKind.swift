/// What a row of the `lexicon` table names: the things a query can filter
/// by, under every name they have (`fire`, `feu`, `ほのお` are one type).
enum LexiconKind: String, CaseIterable, Sendable {
    case type, ability, move, color, habitat, shape, eggGroup = "egg-group", generation

    /// The Pokédex table that lists the things of this kind.
    var table: String {
        self == .eggGroup ? "egg_group" : rawValue
    }
}
