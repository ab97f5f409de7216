import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Classes of moves from PokéAPI's move meta (`moves recoil`, `moves
/// paralyze`, `moves raises attack`, `is:ohko`), on the bundled dataset:
/// each class is exactly the moves the data puts in it, under its English,
/// French and German words, and a Pokémon search reads it as "learns one"
/// (`learns a priority move`, `water priority`).
@Suite struct MoveClassTests {
    let pokedex: Pokedex
    let moves: EntitySearch
    let engine: SearchEngine

    init() throws {
        pokedex = try TestPokedex.shared()
        moves = EntitySearch(pokedex: pokedex)
        engine = SearchEngine(pokedex: pokedex)
    }

    private func moveIDs(_ query: String) throws -> Set<Int> {
        Set(try moves.search(EntityRequest(kind: .move, query: query, limit: 5_000)).hits.map(\.entity.id))
    }

    private func pokemonIDs(_ query: String) throws -> Set<Int> {
        Set(try engine.search(SearchRequest(query: query, limit: 5_000)).hits.map(\.pokemon.id))
    }

    private func ids(_ sql: String) throws -> Set<Int> {
        Set(try pokedex.read { db in try Int.fetchAll(db, sql: sql) })
    }

    /// Each class word, alone and as a field, is the set the data says.
    @Test(arguments: [
        ("recoil", "SELECT move_id FROM move_meta WHERE drain < 0"),
        ("drain", "SELECT move_id FROM move_meta WHERE drain > 0"),
        ("healing", "SELECT move_id FROM move_meta WHERE healing > 0"),
        ("priority", "SELECT id FROM move WHERE priority > 0"),
        ("negative priority", "SELECT id FROM move WHERE priority < 0"),
        ("ohko", "SELECT move_id FROM move_meta WHERE category = 'ohko'"),
        ("multi-hit", "SELECT move_id FROM move_meta WHERE max_hits > 1"),
        ("high crit", "SELECT move_id FROM move_meta WHERE crit_rate > 0"),
        ("flinch", "SELECT move_id FROM move_meta WHERE flinch_chance > 0"),
        ("paralyze", "SELECT move_id FROM move_meta WHERE ailment = 'paralysis'"),
        ("burn", "SELECT move_id FROM move_meta WHERE ailment = 'burn'"),
        ("sleep", "SELECT move_id FROM move_meta WHERE ailment = 'sleep'"),
        ("freeze", "SELECT move_id FROM move_meta WHERE ailment = 'freeze'"),
        ("poisons", "SELECT move_id FROM move_meta WHERE ailment = 'poison'"),
        ("confuse", "SELECT move_id FROM move_meta WHERE ailment = 'confusion'"),
        ("raises attack", "SELECT move_id FROM move_stat_change WHERE stat_id = 2 AND change > 0"),
        ("lowers speed", "SELECT move_id FROM move_stat_change WHERE stat_id = 6 AND change < 0"),
        ("boosts sp. atk", "SELECT move_id FROM move_stat_change WHERE stat_id = 4 AND change > 0"),
    ])
    func classIsExactlyItsMoves(_ words: String, _ sql: String) throws {
        let expected = try ids(sql)
        #expect(!expected.isEmpty)
        #expect(try moveIDs(words) == expected, "\(words)")
    }

    @Test func classesHaveTheMovesPlayersKnow() throws {
        #expect(try moveIDs("recoil").isSuperset(of: [394, 413, 452]))  // Flare Blitz, Brave Bird, Wood Hammer
        #expect(try moveIDs("priority").isSuperset(of: [98, 252, 453]))  // Quick Attack, Fake Out, Aqua Jet
        #expect(try moveIDs("paralyze").isSuperset(of: [85, 86]))  // Thunderbolt, Thunder Wave
        #expect(try moveIDs("high crit").contains(163))  // Slash
        #expect(try moveIDs("raises attack").isSuperset(of: [14, 349]))  // Swords Dance, Dragon Dance
        // Only what inflicts paralysis: Smelling Salts mentions it, Body Slam causes it.
        #expect(try !moveIDs("paralyze").contains(265))
        #expect(try moveIDs("paralyze").contains(34))
    }

    @Test func fieldsNameTheSameClasses() throws {
        #expect(try moveIDs("is:recoil") == moveIDs("recoil"))
        #expect(try moveIDs("is:high-crit") == moveIDs("high crit"))
        #expect(try moveIDs("inflicts:burn") == moveIDs("burn"))
        #expect(try moveIDs("inflicts:poison") == moveIDs("poisons"))
        #expect(try moveIDs("raises:atk") == moveIDs("raises attack"))
        #expect(try moveIDs("lowers:spe") == moveIDs("lowers speed"))
        #expect(try moveIDs("-is:priority type:normal").isDisjoint(with: moveIDs("priority")))
        #expect(throws: EntityError.self) { try moves.search(EntityRequest(kind: .move, query: "is:bouncy")) }
        #expect(throws: EntityError.self) { try moves.search(EntityRequest(kind: .move, query: "inflicts:hunger")) }
    }

    @Test func classesInFrenchAndGerman() throws {
        #expect(try moveIDs("recul") == moveIDs("recoil"))
        #expect(try moveIDs("paralysie") == moveIDs("paralyze"))
        #expect(try moveIDs("brulure") == moveIDs("burn"))
        #expect(try moveIDs("priorité") == moveIDs("priority"))
        #expect(try moveIDs("augmente attaque") == moveIDs("raises attack"))
        #expect(try moveIDs("vorrang") == moveIDs("priority"))
        #expect(try moveIDs("Rückstoß") == moveIDs("recoil"))
        #expect(try moveIDs("senkt initiative") == moveIDs("lowers speed"))
    }

    @Test func classesCombineWithTypesAndKeepNames() throws {
        let fireBurns = try moveIDs("fire burn")
        #expect(try !fireBurns.isEmpty && fireBurns.isSubset(of: moveIDs("burn")))
        #expect(try fireBurns.isSubset(of: moveIDs("type:fire")))
        // A move's own name stays the move: Burn Up, Confusion, Healing Wish.
        #expect(try moveIDs("burn up").contains(682))
        #expect(try moves.search(EntityRequest(kind: .move, query: "confusion")).hits.first?.entity.id == 93)
        #expect(try moves.search(EntityRequest(kind: .move, query: "healing wish")).hits.first?.entity.id == 361)
    }

    @Test func pokemonLearningAMoveOfAClass() throws {
        let learners = try ids("""
            SELECT DISTINCT pm.pokemon_id FROM pokemon_move pm JOIN move m ON m.id = pm.move_id WHERE m.priority > 0
            """)
        #expect(try pokemonIDs("learns a priority move") == learners)
        #expect(try pokemonIDs("priority moves") == learners)
        #expect(try pokemonIDs("learns:priority") == learners)
        #expect(try pokemonIDs("priority") == learners)
        let water = try pokemonIDs("type:water")
        #expect(try pokemonIDs("water priority") == learners.intersection(water))
        #expect(try pokemonIDs("learns a priority move").contains(212))  // Scizor: Bullet Punch
        // `learns confusion` is the move Confusion, not confusing moves.
        let confusion = try ids("SELECT pokemon_id FROM pokemon_move WHERE move_id = 93")
        #expect(try pokemonIDs("learns confusion") == confusion)
        #expect(try pokemonIDs("sleep moves") == ids("""
            SELECT DISTINCT pm.pokemon_id FROM pokemon_move pm JOIN move_meta x ON x.move_id = pm.move_id WHERE x.ailment = 'sleep'
            """))
    }

    /// `fire pokemon with water moves`: the type after which a move word
    /// comes is the moves' (coverage), not the Pokémon's.
    @Test func pokemonLearningAMoveOfAType() throws {
        let waterMoves = try ids("""
            SELECT DISTINCT pm.pokemon_id FROM pokemon_move pm JOIN move m ON m.id = pm.move_id
              JOIN type t ON t.id = m.type_id WHERE t.name = 'water'
            """)
        let fire = try pokemonIDs("type:fire")
        #expect(try pokemonIDs("water moves") == waterMoves)
        #expect(try pokemonIDs("learns a water move") == waterMoves)
        #expect(try pokemonIDs("water type moves") == waterMoves)
        #expect(try pokemonIDs("fire pokemon with water moves") == fire.intersection(waterMoves))
        #expect(try pokemonIDs("fire water coverage") == fire.intersection(waterMoves))
        #expect(try !fire.intersection(waterMoves).isEmpty && fire.intersection(waterMoves).count < fire.count)
    }

    @Test func explainedAsAMoveClass() throws {
        let hit = try #require(engine.search(SearchRequest(query: "water priority", limit: 1, explain: true)).hits.first)
        let filters = hit.explanation.compactMap { if case .filters(let filters) = $0 { filters } else { nil } }.flatMap { $0 }
        #expect(filters.contains { $0.alternatives.contains(.entity(kind: .moveClass, text: "priority")) })
    }
}

/// The classes players name that no one field says: signature moves (one
/// line learns them), moves that never miss, Z-Moves and Max Moves, and
/// accuracy said in words.
@Suite struct MoveClassesOfTheDataTests {
    private func moveIDs(_ query: String) throws -> Set<Int> {
        Set(try EntitySearch(pokedex: TestPokedex.shared()).search(EntityRequest(kind: .move, query: query, limit: 5_000)).hits.map(\.entity.id))
    }

    private func ids(_ sql: String) throws -> Set<Int> {
        Set(try TestPokedex.shared().read { db in try Int.fetchAll(db, sql: sql) })
    }

    @Test(arguments: ["signature", "signature moves", "exclusive moves", "unique moves", "is:signature"])
    func signatureMovesAreLearnedByOneLine(query: String) throws {
        let expected = try ids("""
            SELECT pm.move_id FROM pokemon_move pm JOIN pokemon p ON p.id = pm.pokemon_id JOIN species s ON s.id = p.species_id
            GROUP BY pm.move_id HAVING COUNT(DISTINCT s.evolution_chain_id) = 1
            """)
        #expect(expected.count > 100)
        #expect(try moveIDs(query) == expected, "\(query)")
        // Spacial Rend, V-create, Volt Tackle; not Thunderbolt.
        #expect(expected.isSuperset(of: [460, 557, 344]) && !expected.contains(85))
    }

    @Test func aPokemonsSignatureMoves() throws {
        #expect(try moveIDs("signature moves of palkia") == [460])
        #expect(try moveIDs("signature moves garchomp").isEmpty)
    }

    @Test(arguments: ["never misses", "can't miss", "cant miss", "sure hit", "always hits", "is:never-misses"])
    func movesThatNeverMiss(query: String) throws {
        let expected = try ids("""
            SELECT id FROM move WHERE (accuracy IS NULL OR accuracy = 0) AND damage_class != 'status' AND NOT (generation_id = 7 AND pp = 1)
            AND name NOT LIKE 'max-%'
            """)
        #expect(expected.isSuperset(of: [129, 332]))  // Swift, Aerial Ace
        #expect(try moveIDs(query) == expected, "\(query)")
    }

    @Test(arguments: ["z moves", "z-moves", "Z-Move", "zmoves"])
    func zMoves(query: String) throws {
        let expected = try ids("SELECT id FROM move WHERE generation_id = 7 AND pp = 1")
        #expect(expected.count > 40 && expected.contains(658))  // Catastropika
        #expect(try moveIDs(query) == expected, "\(query)")
        #expect(try moveIDs("electric z moves") == expected.intersection(moveIDs("type:electric")))
    }

    @Test(arguments: ["max moves", "dynamax moves", "g-max moves", "ダイマックスわざ"])
    func maxMoves(query: String) throws {
        let expected = try ids("SELECT id FROM move WHERE name LIKE 'max-%'")
        #expect(expected.count > 15)
        #expect(try moveIDs(query) == expected, "\(query)")
    }

    @Test(arguments: ["100% accurate fire", "100% accuracy fire", "fire 100% accuracy", "accuracy 100% fire", "perfect accuracy fire",
                      "perfectly accurate fire", "précision 100 feu"])
    func accuracyInWords(query: String) throws {
        let expected = try moveIDs("acc:100 type:fire")
        #expect(expected.count > 10)
        #expect(try moveIDs(query) == expected, "\(query)")
        #expect(try moveIDs("90% accurate") == ids("SELECT id FROM move WHERE accuracy = 90"))
    }

    /// Words that sort: the dump's "none" written as 0 or 1 (a status move's power, a variable
    /// one's, a sure hit's accuracy) ranks last, with the moves that have none.
    @Test func sortsLeaveOutWhatHasNoValue() throws {
        let search = EntitySearch(pokedex: try TestPokedex.shared())
        let weakest = try search.search(EntityRequest(kind: .move, query: "weakest", limit: 5)).hits.map(\.entity)
        #expect(weakest.allSatisfy { $0.category != "status" && ($0.power ?? 0) > 1 }, "\(weakest.map(\.name))")
        let inaccurate = try search.search(EntityRequest(kind: .move, query: "least accurate", limit: 5)).hits.map(\.entity)
        #expect(inaccurate.allSatisfy { ($0.accuracy ?? 0) > 0 }, "\(inaccurate.map(\.name))")
        let pp = try search.search(EntityRequest(kind: .move, query: "highest pp", limit: 5)).hits.map(\.entity)
        #expect(pp.first?.pp == 40)
    }

    /// A Pokémon search reads the classes as "learns one".
    @Test func pokemonWithASignatureMove() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let learners = try ids("""
            SELECT DISTINCT pm.pokemon_id FROM pokemon_move pm WHERE pm.move_id IN (
              SELECT pm.move_id FROM pokemon_move pm JOIN pokemon p ON p.id = pm.pokemon_id JOIN species s ON s.id = p.species_id
               GROUP BY pm.move_id HAVING COUNT(DISTINCT s.evolution_chain_id) = 1)
            """)
        for query in ["has a signature move", "signature moves", "signature"] {
            #expect(Set(try engine.search(SearchRequest(query: query, limit: 5_000)).hits.map(\.pokemon.id)) == learners, "\(query)")
        }
        #expect(learners.contains(484) && !learners.contains(445))  // Palkia; not Garchomp
    }
}
