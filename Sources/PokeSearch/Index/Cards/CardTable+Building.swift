import GRDB

extension CardTable {
    /// The card table of the imported tables, with the full-text index's
    /// column sizes (documents in Pokémon id order) and `search_matchup`
    /// (built before it).
    static func build(from db: Database, columnSizes: [Int32]) throws -> CardTable {
        let types = try grouped(db, sql: "SELECT pokemon_id, type_id FROM pokemon_type ORDER BY pokemon_id, slot")
        let abilities = try grouped(db, sql: "SELECT pokemon_id, ability_id FROM pokemon_ability ORDER BY pokemon_id, slot")
        let eggGroups = try grouped(db, sql: "SELECT species_id, egg_group_id FROM species_egg_group ORDER BY species_id, egg_group_id")
        let rows = try Row.fetchAll(db, sql: """
            SELECT p.id, p.name, p.species_id, s.generation_id, p.is_default, p.is_mega,
                   s.is_legendary, s.is_mythical, s.is_baby,
                   p.hp, p.attack, p.defense, p.sp_attack, p.sp_defense, p.speed,
                   p.height, p.weight, p.base_experience, s.capture_rate,
                   s.evolves_from_species_id, s.evolution_chain_id, s.color_id, s.habitat_id, s.shape_id
              FROM pokemon p JOIN species s ON s.id = p.species_id
             ORDER BY p.id
            """)
        let slugs = rows.map { $0[1] as String }
        let cards = rows.map { row in
            PokemonCard(
                id: row[0], speciesID: row[2], generationID: row[3],
                isDefault: row[4], isMega: row[5], isLegendary: row[6], isMythical: row[7], isBaby: row[8],
                isGigantamax: (row[1] as String).hasSuffix("-gmax"),
                hp: row[9], attack: row[10], defense: row[11], spAttack: row[12], spDefense: row[13], speed: row[14],
                height: row[15], weight: row[16], baseExperience: row[17], captureRate: row[18],
                evolvesFromSpeciesID: row[19], evolutionChainID: row[20], colorID: row[21], habitatID: row[22], shapeID: row[23],
                typeIDs: SmallIDs(types[row[0]] ?? []), abilityIDs: SmallIDs(abilities[row[0]] ?? []),
                eggGroupIDs: SmallIDs(eggGroups[row[2]] ?? []))
        }
        let attacking = try Int.fetchAll(db, sql: "SELECT DISTINCT attacking_type_id FROM search_matchup ORDER BY 1")
        let neutral = MatchupFactor.code(percent: 100)!
        var codes = [UInt8](repeating: neutral, count: cards.count * attacking.count)
        let documents = Dictionary(uniqueKeysWithValues: cards.enumerated().map { ($1.id, $0) })
        let attackingIndex = Dictionary(uniqueKeysWithValues: attacking.enumerated().map { ($1, $0) })
        for row in try Row.fetchAll(db, sql: "SELECT pokemon_id, attacking_type_id, factor FROM search_matchup") {
            guard let document = documents[row[0]], let index = attackingIndex[row[1]],
                  let code = MatchupFactor.code(percent: row[2]) else { continue }
            codes[document * attacking.count + index] = code
        }
        guard columnSizes.count == cards.count * TextColumn.allCases.count else {
            throw DatabaseError.damagedIndex("search_card (\(cards.count) Pokémon, \(columnSizes.count) column sizes)")
        }
        return CardTable(cards: cards, slugs: slugs, columnSizes: columnSizes, attackingTypeIDs: attacking, matchupCodes: codes)
    }

    /// Ids by owner, in the statement's order: (owner id, id) rows.
    private static func grouped(_ db: Database, sql: String) throws -> [Int: [Int]] {
        var groups: [Int: [Int]] = [:]
        for row in try Row.fetchAll(db, sql: sql) { groups[row[0], default: []].append(row[1]) }
        return groups
    }
}
