import GRDB

/// One way a species evolves (an `evolution` row), with what queries of
/// evolution methods compare: `evolves with a water stone` is the species
/// of the rows whose item is the Water Stone.
struct EvolutionMethodRow: Sendable {
    /// The species the method is applied to.
    var fromSpeciesID: Int
    var trigger: String?
    var minLevel: Int?
    var itemID: Int?
    var heldItemID: Int?
    var knownMoveID: Int?
    var locationID: Int?
    var timeOfDay: String?
    /// Friendship (happiness) or affection is needed.
    var needsFriendship: Bool
    /// The item is an evolution stone (`*-stone`).
    var usesStone: Bool
    /// The kinds of its other conditions (`rain`, `upside-down`, `beauty`…).
    var requirements: EvolutionRequirementKinds = []
    /// `male` or `female` when only one evolves this way (Kirlia, Snorunt, Combee…).
    var gender: String?
    /// The species that must be in the party (Mantyke: Remoraid).
    var partySpeciesID: Int?
    /// A type some Pokémon in the party must have (Pancham: dark).
    var partyTypeID: Int?
    /// The species it must be traded for (Karrablast: Shelmet).
    var tradeSpeciesID: Int?

    static func fetchAll(_ db: Database) throws -> [EvolutionMethodRow] {
        try ReadStatement(db, sql: """
            SELECT e.evolves_from_species_id, e.trigger, e.min_level,
                   (SELECT id FROM item WHERE name = e.item), (SELECT id FROM item WHERE name = e.held_item),
                   (SELECT id FROM move WHERE name = e.known_move), e.location_id, e.time_of_day,
                   e.min_happiness IS NOT NULL OR e.min_affection IS NOT NULL, e.item LIKE '%-stone',
                   (SELECT group_concat(json_extract(c.value, '$.kind'), ' ') FROM json_each(e.conditions) c),
                   (SELECT json_extract(c.value, '$.word') FROM json_each(e.conditions) c WHERE json_extract(c.value, '$.kind') = 'gender'),
                   (SELECT json_extract(c.value, '$.id') FROM json_each(e.conditions) c WHERE json_extract(c.value, '$.kind') = 'party-species'),
                   (SELECT json_extract(c.value, '$.id') FROM json_each(e.conditions) c WHERE json_extract(c.value, '$.kind') = 'party-type'),
                   (SELECT json_extract(c.value, '$.id') FROM json_each(e.conditions) c WHERE json_extract(c.value, '$.kind') = 'trade-species')
              FROM evolution e WHERE e.trigger IS NOT NULL
            """, cached: false).rows { row in
            func int(_ column: Int32) -> Int? { row.isNull(column) ? nil : row.int(column) }
            return EvolutionMethodRow(
                fromSpeciesID: row.int(0), trigger: row.isNull(1) ? nil : row.text(1), minLevel: int(2), itemID: int(3),
                heldItemID: int(4), knownMoveID: int(5), locationID: int(6), timeOfDay: row.isNull(7) ? nil : row.text(7),
                needsFriendship: row.int(8) != 0, usesStone: !row.isNull(9) && row.int(9) != 0,
                requirements: row.isNull(10) ? [] : EvolutionRequirementKinds(kinds: row.text(10).split(separator: " ")),
                gender: row.isNull(11) ? nil : row.text(11), partySpeciesID: int(12), partyTypeID: int(13), tradeSpeciesID: int(14))
        }
    }
}
