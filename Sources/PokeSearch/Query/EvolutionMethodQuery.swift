/// The conditions of one way of evolving a query asks for, all met by the
/// same `evolution` row: `evolves with friendship at night` is friendship
/// and night together (Umbreon's method), not each in some method of its own.
struct EvolutionMethodQuery: Hashable, Sendable {
    /// `level-up`, `trade`, `use-item`, `shed`, … (PokéAPI's evolution triggers).
    var trigger: String?
    /// Any of these items, used on it or held while it evolves.
    var itemIDs: [Int]?
    /// Some item, used or held (`trade holding an item`: Onix, Seadra, Poliwhirl…).
    var anyItem = false
    /// An evolution stone.
    var stone = false
    var friendship = false
    /// `day`, `night`, `dusk`.
    var timeOfDay: String?
    /// At one of these locations.
    var locationIDs: [Int]?
    /// At this level exactly (`evolves at level 16`).
    var level: Int?
    /// Knowing one of these moves.
    var knownMoveIDs: [Int]?
    /// Kinds of requirement the row's conditions must hold (`rain`, `upside-down`).
    var requirements: EvolutionRequirementKinds = []
    /// Kinds of requirement of which the row's conditions must hold one (`party`: a species or a type).
    var anyOfRequirements: EvolutionRequirementKinds = []
    /// `male` or `female`: only that gender evolves so.
    var gender: String?
    /// One of these species in the party (`with remoraid in the party`).
    var partySpeciesIDs: [Int]?
    /// A Pokémon of this type in the party (`with a dark type in the party`).
    var partyTypeID: Int?
    /// Traded for one of these species (`trade with shelmet`).
    var tradeSpeciesIDs: [Int]?

    /// Whether the query names any condition at all.
    var isEmpty: Bool { self == EvolutionMethodQuery() }

    /// Whether it names a condition besides the trigger and the level
    /// (`level up at night`, not `level 36`).
    var namesMoreThanTheTrigger: Bool {
        var bare = self
        bare.trigger = nil
        bare.level = nil
        return !bare.isEmpty
    }

    func matches(_ row: EvolutionMethodRow) -> Bool {
        if let trigger, row.trigger != trigger { return false }
        if let itemIDs, !itemIDs.contains(where: { $0 == row.itemID || $0 == row.heldItemID }) { return false }
        if anyItem, row.itemID == nil, row.heldItemID == nil { return false }
        if stone, !row.usesStone { return false }
        if friendship, !row.needsFriendship { return false }
        if let timeOfDay, row.timeOfDay != timeOfDay { return false }
        if let locationIDs, !locationIDs.contains(where: { $0 == row.locationID }) { return false }
        if let level, row.minLevel != level { return false }
        if let knownMoveIDs, !knownMoveIDs.contains(where: { $0 == row.knownMoveID }) { return false }
        if let gender, row.gender != gender { return false }
        if let partySpeciesIDs, !partySpeciesIDs.contains(where: { $0 == row.partySpeciesID }) { return false }
        if let partyTypeID, row.partyTypeID != partyTypeID { return false }
        if let tradeSpeciesIDs, !tradeSpeciesIDs.contains(where: { $0 == row.tradeSpeciesID }) { return false }
        if !anyOfRequirements.isEmpty, row.requirements.isDisjoint(with: anyOfRequirements) { return false }
        return row.requirements.isSuperset(of: requirements)
    }

    /// The species whose evolution some row of `rows` meeting every condition describes.
    func speciesIDs(in rows: [EvolutionMethodRow]) -> [Int] {
        Array(Set(rows.filter(matches).map(\.fromSpeciesID))).sorted()
    }
}
