/// What the index answers about moves' classes, wild encounters and ways
/// of evolving: read from the Pokédex tables on first need and kept for the
/// file's life (`SearchIndex`), resident or not: the tables are small, and a
/// Pokédex file never changes under its connection.
extension IndexReader {
    /// The moves of `moveClass`, in id order.
    func moveIDs(of moveClass: MoveClass) throws -> [Int] {
        try source.moveClassMoves.value(for: moveClass) { try moveClass.moveIDs(in: db) }
    }

    /// The type of a move, read when a query asks (`stab earthquake`).
    func typeID(ofMove moveID: Int) throws -> Int? {
        try ReadStatement(db, sql: "SELECT type_id FROM move WHERE id = ?").rows(arguments: [.int(moveID)]) { $0.int(0) }.first
    }

    /// The Pokémon that learn some move of `moveClass`.
    func learners(of moveClass: MoveClass) throws -> PokemonSet {
        try source.moveClassLearners.value(for: moveClass) { try learners(ofMoves: moveIDs(of: moveClass)) }
    }

    /// The Pokémon that give at least `minimum` effort values in `statID`
    /// when defeated (`speed evs`).
    func effortYielders(ofStat statID: Int, atLeast minimum: Int) throws -> PokemonSet {
        let yields = try source.effortYields.value {
            var yields: [EffortYield] = []
            try ReadStatement(db, sql: "SELECT pokemon_id, stat_id, effort FROM pokemon_effort", cached: false).forEachRow { row in
                guard let document = cards.document(ofPokemon: row.int(0)) else { return }
                yields.append(EffortYield(document: Int32(document), statID: Int8(row.int(1)), effort: Int8(row.int(2))))
            }
            return yields
        }
        var set = PokemonSet(capacity: cards.count)
        for yield in yields where Int(yield.statID) == statID && Int(yield.effort) >= minimum { set.insert(Int(yield.document)) }
        return set
    }

    /// The Pokémon met in the wild at one of `locationIDs`, in one of the
    /// games of `versionMask` (bits by version id) and by one of `methodIDs`
    /// (encounter methods) when given.
    func encountered(atLocations locationIDs: [Int], versionMask: Int? = nil, methodIDs: [Int]? = nil) throws -> PokemonSet {
        var set = PokemonSet(capacity: cards.count)
        for location in locationIDs {
            for encounter in try encounters(atLocation: location)
            where versionMask.map({ encounter.versionMask & $0 != 0 }) ?? true && methodIDs.map({ $0.contains(Int(encounter.methodID)) }) ?? true {
                set.insert(Int(encounter.document))
            }
        }
        return set
    }

    /// The Pokémon met in the wild by one of `methodIDs` (encounter methods), anywhere,
    /// in one of the games of `versionMask` when given.
    func encountered(byMethods methodIDs: [Int], versionMask: Int? = nil) throws -> PokemonSet {
        var set = PokemonSet(capacity: cards.count)
        for method in methodIDs {
            for encounter in try encounters(byMethod: method) where versionMask.map({ encounter.versionMask & $0 != 0 }) ?? true {
                set.insert(Int(encounter.document))
            }
        }
        return set
    }

    /// A table of things named by slug that a query's words stand for by what they are.
    enum SlugTable: String {
        /// `magnetic field`: the places Magneton and Nosepass evolve at.
        case location
        /// `old rod`, `surfing`: ways of meeting wild Pokémon.
        case encounterMethod = "encounter_method"
        /// `helix fossil`: the fossils, revived into Pokémon.
        case item
    }

    /// The ids of the rows of `table` named by `slugs` (`mt-coronet`, `old-rod`), in their order.
    /// A figure of the whole catalogue named `name`, made by `make` the first time it is asked.
    func catalogueFigure(_ name: String, make: () -> Int) -> Int {
        source.catalogueFigures.value(for: name, make: make)
    }

    /// The species `bySlug` gives the items among `itemIDs` (by the items'
    /// slugs; the table is the query's, the same for a catalogue's life).
    func species(ofItems itemIDs: [Int], bySlug table: [String: [Int]]) throws -> [Int] {
        let byItem = try source.speciesByItem.value {
            try table.reduce(into: [Int: [Int]]()) { byItem, entry in
                for id in try ids(ofSlugs: [entry.key], in: .item) { byItem[id] = entry.value }
            }
        }
        return Array(Set(itemIDs.flatMap { byItem[$0] ?? [] })).sorted()
    }

    func ids(ofSlugs slugs: [String], in table: SlugTable) throws -> [Int] {
        try slugs.flatMap { slug in
            try ReadStatement(db, sql: "SELECT id FROM \(table.rawValue) WHERE name = ?").rows(.text(slug)) { $0.int(0) }
        }
    }

    /// Who is met at `location` (any of its areas), with the games as bits, by each method.
    private func encounters(atLocation location: Int) throws -> [LocationEncounter] {
        try source.locationEncounters.value(for: location) {
            try Self.mergedEncounters(ReadStatement(db, sql: """
                SELECT e.pokemon_id, e.version_mask, e.method_id FROM location_area a JOIN pokemon_encounter e ON e.location_area_id = a.id
                 WHERE a.location_id = ?
                """), .int(location), cards: cards)
        }
    }

    /// Who is met by `method`, anywhere, with the games as bits.
    private func encounters(byMethod method: Int) throws -> [LocationEncounter] {
        try source.methodEncounters.value(for: method) {
            try Self.mergedEncounters(ReadStatement(db, sql: """
                SELECT pokemon_id, version_mask, method_id FROM pokemon_encounter WHERE method_id = ?
                """, cached: false), .int(method), cards: cards)
        }
    }

    /// The rows of `statement` (Pokémon, version mask, method), one per Pokémon and method, their games merged.
    private static func mergedEncounters(_ statement: ReadStatement, _ argument: ReadStatement.Argument,
                                         cards: CardTable) throws -> [LocationEncounter] {
        var masks: [Int64: Int] = [:]
        try statement.forEachRow(argument) { row in
            guard let document = cards.document(ofPokemon: row.int(0)) else { return }
            masks[Int64(document) << 16 | Int64(row.int(2)), default: 0] |= row.int(1)
        }
        return masks.map { LocationEncounter(document: Int32($0.key >> 16), methodID: Int16($0.key & 0xFFFF), versionMask: $0.value) }
            .sorted { ($0.document, $0.methodID) < ($1.document, $1.methodID) }
    }

    /// The versions (as bits of their ids) of a game named by its folded
    /// slug or name in any language: a version (`red`, `rouge`) or a pair of
    /// them (`heartgold soulsilver`); nil when no game has that name.
    func versionMask(ofGame folded: String) throws -> Int? {
        let mask = try games().filter { $0.names.contains(folded) }.reduce(0) { $0 | 1 << $1.versionID }
        return mask == 0 ? nil : mask
    }

    /// The Pokémon met in the wild in one of the games of `mask` (version
    /// ids as bits); `exclusive`: and in no other game of their pairs, as
    /// Ekans is met in Red and not in Blue (`red exclusives`), none for a
    /// game alone in its pair.
    func encountered(inGames mask: Int, exclusive: Bool) throws -> PokemonSet {
        let pairs = exclusive ? try games().filter { mask >> $0.versionID & 1 == 1 }.map(\.versionGroupID) : []
        let others = try games().filter { pairs.contains($0.versionGroupID) && mask >> $0.versionID & 1 == 0 }
            .reduce(0) { $0 | 1 << $1.versionID }
        // A game with no other in its pair (Yellow) has nothing of its own.
        if exclusive && others == 0 { return PokemonSet(capacity: cards.count) }
        var met = PokemonSet(capacity: cards.count)
        for (document, versions) in try gamesMet().enumerated() where versions & mask != 0 && versions & others == 0 {
            met.insert(document)
        }
        return met
    }

    /// When PokéAPI's data has no wild encounter in any game of `mask`
    /// (Scarlet, Legends: Arceus): their names, and the latest game that has
    /// some. A search of those games would find nothing, and says why.
    func gamesWithoutEncounters(_ mask: Int) throws -> (names: [String], latest: String?)? {
        let withEncounters = try gamesMet().reduce(0, |)
        guard mask & withEncounters == 0 else { return nil }
        let games = try games()
        let latest = games.filter { withEncounters >> $0.versionID & 1 == 1 }.max { $0.releaseOrder < $1.releaseOrder }
        return (try gameNames(of: mask), latest?.displayName)
    }

    /// The games (version ids as bits) each Pokémon is met in the wild in, by document.
    private func gamesMet() throws -> [Int] {
        try source.gamesMet.value {
            var games = [Int](repeating: 0, count: cards.count)
            try ReadStatement(db, sql: "SELECT pokemon_id, version_mask FROM pokemon_encounter", cached: false).forEachRow { row in
                guard let document = cards.document(ofPokemon: row.int(0)) else { return }
                games[Int(document)] |= row.int(1)
            }
            return games
        }
    }

    /// The versions of `mask` by their English names (`Red`, `Blue`), each
    /// once (Red and Red (Japan) are both "Red"), to explain a filter of games.
    func gameNames(of mask: Int) throws -> [String] {
        var seen = Set<String>()
        return try games().filter { mask >> $0.versionID & 1 == 1 }.map(\.displayName).filter { seen.insert($0).inserted }
    }

    /// The generations of the games of `mask` (`introduced in sword`: 8).
    func generations(ofGames mask: Int) throws -> [Int] {
        Set(try games().filter { mask >> $0.versionID & 1 == 1 }.map(\.generationID)).sorted()
    }

    /// The nearest game slug, for "did you mean".
    func closestGame(to folded: String) throws -> String? {
        let slugs = Set(try games().flatMap { $0.names.prefix(2) })
        return EditDistance.closest(to: folded, among: slugs.sorted(), maximum: max(2, folded.count / 2))
    }

    private func games() throws -> [GameNames] {
        try source.games.value {
            var games: [Int: GameNames] = [:]
            try ReadStatement(db, sql: """
                SELECT v.id, v.name, g.name, v.version_group_id, g.sort_order, 0, g.generation_id FROM version v
                  JOIN version_group g ON g.id = v.version_group_id
                UNION ALL
                SELECT v.id, n.name, NULL, v.version_group_id, g.sort_order, l.name = 'en', g.generation_id FROM version v
                  JOIN version_group g ON g.id = v.version_group_id
                  JOIN localized_name n ON n.kind = 'version' AND n.id = v.id JOIN language l ON l.id = n.language_id
                """, cached: false).forEachRow { row in
                let id = row.int(0)
                var game = games[id] ?? GameNames(versionID: id, versionGroupID: row.int(3), releaseOrder: row.int(4),
                                                  generationID: row.int(6), displayName: row.text(1), names: [])
                if row.int(5) == 1 { game.displayName = row.text(1) }
                game.names.append(TextFolder.fold(row.text(1)))
                if !row.isNull(2) { game.names.append(TextFolder.fold(row.text(2))) }
                games[id] = game
            }
            return games.values.filter { $0.versionID <= 62 }.sorted { $0.versionID < $1.versionID }
        }
    }

    /// Every way of evolving, as `evolution` rows with their items' and moves' ids.
    func evolutionMethods() throws -> [EvolutionMethodRow] {
        try source.evolutionMethods.value { try EvolutionMethodRow.fetchAll(db) }
    }

    /// The Pokémon with a type that hits one of `typeIDs` for 2× (the type
    /// chart's `factor` 200): `good against water` holds the Grass and the
    /// Electric Pokémon.
    func superEffective(againstTypes typeIDs: [Int]) throws -> PokemonSet {
        var attacking = Set<Int>()
        for type in typeIDs {
            attacking.formUnion(try source.superEffective.value(for: type) {
                try Int.fetchAll(db, sql: "SELECT attacking_type_id FROM type_efficacy WHERE defending_type_id = ? AND factor = 200",
                                 arguments: [type])
            })
        }
        return cards.documents(withTypeAmong: attacking)
    }

    /// The items some Pokémon holds in the wild, all or only the berries
    /// (the Berries pocket's, as `items berries` finds them).
    func heldItems(berriesOnly: Bool) throws -> [Int] {
        try source.heldItemsByKind.value(for: berriesOnly) {
            try Int.fetchAll(db, sql: """
                SELECT DISTINCT h.item_id FROM pokemon_held_item h JOIN item i ON i.id = h.item_id
                  LEFT JOIN item_category c ON c.id = i.category_id LEFT JOIN item_pocket p ON p.id = c.pocket_id
                 WHERE ? = 0 OR p.name = 'berries' ORDER BY h.item_id
                """, arguments: [berriesOnly])
        }
    }

    /// The Pokémon with a hidden ability.
    func pokemonWithAHiddenAbility() throws -> PokemonSet {
        let ids = try source.hiddenAbilityHolders.value {
            Set(try ReadStatement(db, sql: "SELECT DISTINCT pokemon_id FROM pokemon_ability WHERE is_hidden", cached: false).rows(make: { $0.int(0) }))
        }
        return cards.documents { ids.contains($0.id) }
    }

    /// The Pokémon whose species' share of females (`species.gender_rate`,
    /// in eighths; -1 when it has no gender) is `rate`: -1 genderless, 8 female only, 0 male only.
    func pokemon(withGenderRate rate: Int) throws -> PokemonSet {
        let rates = try source.genderRates.value {
            var rates: [Int: Int] = [:]
            try ReadStatement(db, sql: "SELECT id, gender_rate FROM species WHERE gender_rate IS NOT NULL", cached: false).forEachRow { row in
                rates[row.int(0)] = row.int(1)
            }
            return rates
        }
        return cards.documents { rates[$0.speciesID] == rate }
    }
}

/// A version's names, folded: its slug, its pair's slug, its names in every language.
struct GameNames: Sendable {
    var versionID: Int
    /// Its pair's (`red-blue` for Red).
    var versionGroupID: Int
    /// Its pair's place in release order.
    var releaseOrder: Int
    /// The generation its pair belongs to.
    var generationID: Int
    /// Its English name (`Sword: The Crown Tundra`), else its slug.
    var displayName: String
    var names: [String]
}

/// The effort values a Pokémon gives in one stat when defeated.
struct EffortYield: Sendable {
    var document: Int32
    var statID: Int8
    var effort: Int8
}

/// A Pokémon met at a location, and the games (version ids as bits) it is met in.
struct LocationEncounter: Sendable {
    var document: Int32
    var methodID: Int16
    var versionMask: Int
}
