import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// What competitive players call moves that PokéAPI's meta does not say
/// (`moves pivot`, `moves entry hazards`, `moves punching`, `moves setup`,
/// `moves spread`), on the bundled dataset: each group is exactly its
/// moves, a move's own name stays the move, and a Pokémon search reads the
/// group as "learns one" (`learns a pivot move`, `water pivot`).
@Suite struct MoveGroupTests {
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

    private func firstMove(_ query: String) throws -> String? {
        try moves.search(EntityRequest(kind: .move, query: query, limit: 1)).hits.first?.entity.name
    }

    private func pokemonIDs(_ query: String) throws -> Set<Int> {
        Set(try engine.search(SearchRequest(query: query, limit: 5_000)).hits.map(\.pokemon.id))
    }

    private func slugIDs(_ slugs: [String]) throws -> Set<Int> {
        try DexFacts.ids("SELECT id FROM move WHERE name IN (\(slugs.map { "'\($0)'" }.joined(separator: ",")))")
    }

    /// Every slug a group lists is a move of the dump: a misspelt slug would
    /// silently leave its move out.
    @Test(arguments: MoveGroup.allCases)
    func everySlugIsAMove(_ group: MoveGroup) throws {
        let found = try pokedex.read { db in
            try String.fetchSet(db, sql: "SELECT name FROM move WHERE name IN (\(group.slugs.map { "'\($0)'" }.joined(separator: ",")))")
        }
        #expect(Set(group.slugs).subtracting(found).isEmpty, "\(group): \(Set(group.slugs).subtracting(found).sorted())")
        #expect(Set(group.slugs).count == group.slugs.count, "\(group) lists a move twice")
    }

    @Test(arguments: [
        ("pivot", ["u-turn", "volt-switch", "flip-turn", "parting-shot", "teleport", "baton-pass", "shed-tail", "chilly-reception"]),
        ("entry hazards", ["spikes", "toxic-spikes", "stealth-rock", "sticky-web", "stone-axe", "ceaseless-edge"]),
        ("hazard removal", ["rapid-spin", "defog", "court-change", "tidy-up", "mortal-spin"]),
        ("phazing", ["roar", "whirlwind", "dragon-tail", "circle-throw"]),
        ("screens", ["reflect", "light-screen", "aurora-veil"]),
        ("bite moves", ["bite", "hyper-fang", "crunch", "poison-fang", "fire-fang", "ice-fang", "thunder-fang", "psychic-fangs",
                        "jaw-lock", "fishious-rend"]),
        ("pulse moves", ["water-pulse", "aura-sphere", "dark-pulse", "dragon-pulse", "heal-pulse", "origin-pulse", "terrain-pulse"]),
        ("terrain setters", ["electric-terrain", "grassy-terrain", "misty-terrain", "psychic-terrain"]),
        ("volt turn", ["u-turn", "volt-switch", "flip-turn", "parting-shot", "teleport", "baton-pass", "shed-tail", "chilly-reception"]),
        ("screen setters", ["reflect", "light-screen", "aurora-veil"]),
        ("clerics", ["heal-bell", "aromatherapy", "jungle-healing", "lunar-blessing"]),
    ])
    func groupIsExactlyItsMoves(_ words: String, _ slugs: [String]) throws {
        #expect(try moveIDs(words) == slugIDs(slugs), "\(words)")
    }

    @Test func groupsHaveTheMovesPlayersKnow() throws {
        #expect(try moveIDs("punching").isSuperset(of: slugIDs(["mach-punch", "drain-punch", "ice-hammer", "meteor-mash"])))
        // Sucker Punch is named a punch but is not one (Iron Fist leaves it alone).
        #expect(try moveIDs("iron fist").isDisjoint(with: slugIDs(["sucker-punch"])))
        #expect(try moveIDs("sound moves").isSuperset(of: slugIDs(["boomburst", "hyper-voice", "perish-song", "sparkling-aria"])))
        #expect(try moveIDs("slicing").isSuperset(of: slugIDs(["leaf-blade", "night-slash", "x-scissor", "kowtow-cleave"])))
        #expect(try moveIDs("two turn").isSuperset(of: slugIDs(["solar-beam", "fly", "dig", "phantom-force", "meteor-beam"])))
        #expect(try moveIDs("protect moves").isSuperset(of: slugIDs(["protect", "detect", "kings-shield", "baneful-bunker"])))
        #expect(try moveIDs("weather").isSuperset(of: slugIDs(["rain-dance", "sunny-day", "sandstorm", "snowscape"])))
        #expect(try moveIDs("hit both foes") == moveIDs("spread"))
    }

    /// Setup: a status move raising the user's own stats, by the data, and the
    /// three whose raise PokéAPI leaves out.
    @Test func setupIsWhatRaisesTheUser() throws {
        let expected = try DexFacts.ids("""
            SELECT DISTINCT m.id FROM move m JOIN move_stat_change s ON s.move_id = m.id
            WHERE s.change > 0 AND m.damage_class = 'status' AND m.target IN ('user', 'user-and-allies')
            UNION SELECT id FROM move WHERE name IN ('belly-drum', 'curse', 'victory-dance')
            """)
        #expect(try moveIDs("setup") == expected)
        #expect(try moveIDs("setup").isSuperset(of: slugIDs(["swords-dance", "dragon-dance", "shell-smash", "belly-drum", "nasty-plot"])))
        // Growl lowers the target's Attack: good for the user, not setup.
        #expect(try moveIDs("setup").isDisjoint(with: slugIDs(["growl", "leer", "aromatic-mist"])))
    }

    /// Spread: damaging moves aimed at every opponent, or every other Pokémon.
    @Test func spreadIsWhatHitsEveryFoe() throws {
        let expected = try DexFacts.ids("""
            SELECT id FROM move WHERE target IN ('all-opponents', 'all-other-pokemon') AND damage_class != 'status'
            """)
        #expect(try moveIDs("spread moves") == expected)
        #expect(try moveIDs("water spread") == expected.intersection(moveIDs("type:water")))
        #expect(try moveIDs("spread").isSuperset(of: slugIDs(["earthquake", "rock-slide", "heat-wave", "dazzling-gleam"])))
    }

    /// A move's own name stays the move; the plural says the group is meant.
    @Test func namesStayMoves() throws {
        #expect(try firstMove("bite") == "bite")
        #expect(try firstMove("protect") == "protect")
        #expect(try firstMove("powder") == "powder")
        #expect(try moveIDs("powder moves") == slugIDs(MoveGroup.powder.slugs))
        #expect(try moveIDs("fire punch") == slugIDs(["fire-punch"]))
        #expect(try moveIDs("bullet punch") == slugIDs(["bullet-punch"]))
        // After a word that is no filter, a group's word that ends names is the name's (`sword dance`);
        // after filters it is the group.
        #expect(try firstMove("sword dance") == "swords-dance")
        #expect(try moveIDs("special sound") == slugIDs(MoveGroup.sound.slugs).intersection(moveIDs("category:special")))
        #expect(try moveIDs("electric punch") == slugIDs(["thunder-punch", "plasma-fists"]))
    }

    @Test func pokemonLearningAMoveOfAGroup() throws {
        let pivots = try DexFacts.ids("""
            SELECT DISTINCT pm.pokemon_id FROM pokemon_move pm JOIN move m ON m.id = pm.move_id
            WHERE m.name IN ('u-turn', 'volt-switch', 'flip-turn', 'parting-shot', 'teleport', 'baton-pass', 'shed-tail',
                             'chilly-reception')
            """)
        #expect(!pivots.isEmpty)
        #expect(try pokemonIDs("learns a pivot move") == pivots)
        #expect(try pokemonIDs("pivots") == pivots)
        #expect(try pokemonIDs("water pivot") == pivots.intersection(pokemonIDs("type:water")))
        let hazards = try DexFacts.ids("""
            SELECT DISTINCT pm.pokemon_id FROM pokemon_move pm JOIN move m ON m.id = pm.move_id
            WHERE m.name IN ('spikes', 'toxic-spikes', 'stealth-rock', 'sticky-web', 'stone-axe', 'ceaseless-edge')
            """)
        #expect(try pokemonIDs("entry hazards") == hazards)
        #expect(try pokemonIDs("steel entry hazards") == hazards.intersection(pokemonIDs("type:steel")))
        // Roles read alone: `clerics`, `dual screens`, `volt turn`.
        func learners(_ group: MoveGroup) throws -> Set<Int> {
            try DexFacts.ids("""
                SELECT DISTINCT pm.pokemon_id FROM pokemon_move pm JOIN move m ON m.id = pm.move_id
                WHERE m.name IN (\(group.slugs.map { "'\($0)'" }.joined(separator: ",")))
                """)
        }
        #expect(try pokemonIDs("clerics") == learners(.cleric) && pokemonIDs("clerics").contains(36))  // Clefable
        #expect(try pokemonIDs("fairy cleric") == learners(.cleric).intersection(pokemonIDs("type:fairy")))
        #expect(try pokemonIDs("dual screens") == learners(.screen))
        #expect(try pokemonIDs("screen setters psychic") == learners(.screen).intersection(pokemonIDs("type:psychic")))
        #expect(try pokemonIDs("volt turn") == pivots)
        // `learns bite` is the move Bite; `bite moves` is the group.
        #expect(try pokemonIDs("learns bite") == DexFacts.ids("SELECT pokemon_id FROM pokemon_move pm JOIN move m ON m.id = pm.move_id WHERE m.name = 'bite'"))
        #expect(try pokemonIDs("bite moves").isStrictSuperset(of: pokemonIDs("learns bite")))
    }
}
