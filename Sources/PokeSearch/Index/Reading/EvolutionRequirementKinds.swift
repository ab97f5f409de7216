/// The kinds of an evolution's rarer requirements (the `kind`s of
/// `evolution.conditions`: `rain`, `upside-down`, `beauty`…) as bits: a row
/// of every way of evolving stays cheap to copy, and a query's check is one
/// mask, where a set of strings per row made every evolution search half
/// as slow again.
struct EvolutionRequirementKinds: OptionSet, Hashable, Sendable {
    let rawValue: UInt32

    /// The kinds the import writes (`StoredEvolutionRequirement`), each a bit.
    private static let known = [
        "time", "friendship", "used-move", "move-uses", "held-item", "location", "attack-vs-defense", "known-move",
        "special-rock", "known-move-type", "affection", "party-species", "gender", "beauty", "damage-taken",
        "trade-species", "party-type", "upside-down", "rain", "steps", "multiplayer",
    ]
    private static let bits: [String: UInt32] = Dictionary(uniqueKeysWithValues: known.enumerated().map { ($1, 1 << UInt32($0)) })

    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits of `kinds`; a kind this version does not know has none.
    init(kinds: some Sequence<some StringProtocol>) {
        rawValue = kinds.reduce(0) { $0 | (Self.bits[String($1)] ?? 0) }
    }
}
