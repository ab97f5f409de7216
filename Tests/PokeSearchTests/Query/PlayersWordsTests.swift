import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Everyday words players put around the query language's classes: a stat
/// said `high` or `low`, `where to catch`, a line's final evolution,
/// breeding, every weather's setters, hazard removal, `surf encounters`.
/// Expected sets come from the Pokédex tables (`DexFacts`).
@Suite struct PlayersWordsTests: DefaultDexSearching {
    private func order(_ query: String) throws -> [Int] {
        try search(query, limit: 40).hits.map(\.pokemon.id)
    }

    @Test(arguments: [("high hp", "highest hp"), ("good speed", "fastest"), ("great attack", "highest attack"),
                      ("big special attack", "highest special attack"), ("low speed water", "slowest water"),
                      ("bad defense", "lowest defense"), ("poor sp def", "lowest sp def"), ("very high hp", "highest hp"),
                      // The games' own stat names, and how French, German, Spanish and Italian say high and low.
                      ("pv élevés", "highest hp"), ("hohe kp", "highest hp"), ("plus de pv", "highest hp"), ("le plus de pv", "highest hp"),
                      ("más ps", "highest hp"), ("ps altos", "highest hp"), ("moins de vitesse", "slowest"), ("vitesse basse", "slowest"),
                      ("initiative > 150", "speed > 150"), ("pv >= 200", "hp >= 200")])
    func aStatSaidHighOrLowSortsByIt(query: String, superlative: String) throws {
        #expect(try order(query) == order(superlative), "\(query)")
    }

    /// Words of names and moves that begin with those words stay names and moves.
    @Test func highAndLowBeginMoves() throws {
        #expect(try ids("high jump kick") == DexFacts.learners(of: "high-jump-kick"))
        #expect(try ids("low kick") == DexFacts.learners(of: "low-kick"))
        #expect(try ids("good against water") == DexFacts.typed("grass").union(DexFacts.typed("electric")))
    }

    @Test(arguments: ["where to catch dratini", "how to catch dratini", "where can i catch dratini", "catch dratini"])
    func whereToCatchAPokemonIsItsCard(query: String) throws {
        #expect(try ids(query) == [147], "\(query)")
    }

    @Test func aLinesFinalEvolution() throws {
        let charizard = try DexFacts.species("charizard")
        for query in ["final evolution of charmander", "final form of charmander", "last evolution of charmander",
                      "fully evolved charmander", "charmander final evolution", "charmander's final evolution",
                      "final evolution of charmeleon", "final evolution of charizard", "évolution finale de salamèche"] {
            #expect(try ids(query) == charizard, "\(query)")
        }
        let eeveelutions = try DexFacts.species("vaporeon", "jolteon", "flareon", "espeon", "umbreon", "leafeon", "glaceon", "sylveon")
        #expect(try ids("final evolutions of eevee") == eeveelutions)
        #expect(try ids("final evolution of silcoon") == DexFacts.species("beautifly"))
        // Without a name, still the flag.
        #expect(try ids("fully evolved dragon") == ids("is:fully-evolved type:dragon"))
    }

    /// `only weak to fighting`: weak to it and no other type; `one weakness`: to one type, on the type chart.
    @Test func weaknessesCounted() throws {
        let chart = try TypeChartFactors.weaknesses()
        let all = try DexFacts.all
        func weaknesses(_ pokemon: Int) -> Set<String> { chart[pokemon] ?? [] }
        let onlyFighting = all.filter { weaknesses($0) == ["fighting"] }
        #expect(onlyFighting.contains(19) && onlyFighting.contains(143))  // Rattata, Snorlax
        for query in ["only weak to fighting", "weak only to fighting", "only weak to fighting type"] {
            #expect(try ids(query) == onlyFighting, "\(query)")
        }
        #expect(try ids("only weak to ground and water") == all.filter { weaknesses($0) == ["ground", "water"] })
        let one = all.filter { weaknesses($0).count == 1 }
        #expect(one.contains(25))  // Pikachu: Ground
        for query in ["one weakness", "only one weakness", "single weakness", "pokemon with one weakness", "1 weakness",
                      "une seule faiblesse", "una sola debilidad", "eine schwäche"] {
            #expect(try ids(query) == one, "\(query)")
        }
        #expect(try ids("two weaknesses") == all.filter { weaknesses($0).count == 2 })
        #expect(try ids("water with one weakness") == one.intersection(DexFacts.typed("water")))
        #expect(try ids("no weaknesses").isEmpty)  // none has, on the type chart
        // Still a matchup as before.
        #expect(try ids("weak to fighting") != onlyFighting && ids("weak to fighting").isSuperset(of: onlyFighting))
    }

    /// A move whose name begins with a class's words is the move (`learns sleep powder`, not a sleep move and `powder`).
    @Test func aMoveNamedAfterAClass() throws {
        #expect(try ids("learns sleep powder") == DexFacts.learners(of: "sleep-powder"))
        #expect(try ids("grass with sleep powder") == DexFacts.learners(of: "sleep-powder").intersection(DexFacts.typed("grass")))
        #expect(try ids("learns a sleep move") != DexFacts.learners(of: "sleep-powder"))
    }

    @Test func heldItemsUnnamed() throws {
        let any = try DexFacts.ids("SELECT DISTINCT pokemon_id FROM pokemon_held_item")
        #expect(any.contains(143))  // Snorlax: Leftovers
        for query in ["holds an item", "holds items", "wild held items", "pokemon that hold items", "holding anything"] {
            #expect(try ids(query) == any, "\(query)")
        }
        let berry = try DexFacts.ids("""
            SELECT DISTINCT h.pokemon_id FROM pokemon_held_item h JOIN item i ON i.id = h.item_id WHERE i.name LIKE '%-berry'
            """)
        #expect(!berry.isEmpty && berry.count < any.count)
        #expect(try ids("holds a berry") == berry)
        #expect(try ids("holds berries") == berry)
        #expect(try ids("holds leftovers") == DexFacts.ids("""
            SELECT h.pokemon_id FROM pokemon_held_item h JOIN item i ON i.id = h.item_id WHERE i.name = 'leftovers'
            """))
    }

    @Test func branchingEvolutions() throws {
        let branching = try DexFacts.ids("""
            SELECT p.id FROM pokemon p WHERE p.species_id IN
              (SELECT evolves_from_species_id FROM species GROUP BY evolves_from_species_id HAVING count(*) > 1)
            """)
        #expect(try branching.isSuperset(of: DexFacts.species("eevee", "gloom", "poliwhirl", "wurmple", "tyrogue")))
        #expect(try !branching.contains(DexFacts.id(of: "charmander")))
        for query in ["branching evolutions", "split evolutions", "multiple evolutions", "is:branching"] {
            #expect(try ids(query) == branching, "\(query)")
        }
    }

    @Test func breeding() throws {
        let undiscovered = try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species_egg_group g ON g.species_id = p.species_id
             JOIN egg_group e ON e.id = g.egg_group_id WHERE e.name = 'no-eggs'
            """)
        #expect(undiscovered.isSuperset(of: [144, 150, 172]))  // Articuno, Mewtwo, Pichu
        for query in ["cant breed", "can't breed", "cannot breed", "unbreedable", "not breedable"] {
            #expect(try ids(query) == undiscovered, "\(query)")
        }
        let breedable = try DexFacts.all.subtracting(undiscovered)
        for query in ["can breed", "breedable", "breeds with ditto"] {
            #expect(try ids(query) == breedable, "\(query)")
        }
        #expect(try ids("breedable water") == breedable.intersection(DexFacts.typed("water")))
    }

    @Test func everyWeathersSetters() throws {
        let setters = try ["drizzle", "primordial-sea", "drought", "desolate-land", "orichalcum-pulse", "sand-stream", "sand-spit",
                           "snow-warning"].reduce(into: Set<Int>()) { $0.formUnion(try DexFacts.holders(of: $1)) }
        #expect(setters.isSuperset(of: [186, 248, 383]))  // Politoed, Tyranitar, Groudon
        #expect(try ids("weather setters") == setters)
        #expect(try ids("sets weather") == setters)
        #expect(try ids("rain setters") == DexFacts.holders(of: "drizzle").union(DexFacts.holders(of: "primordial-sea")))
    }

    @Test func hazardRemovalAndSurfEncounters() throws {
        let removers = try ["rapid-spin", "defog", "court-change", "tidy-up", "mortal-spin"]
            .reduce(into: Set<Int>()) { $0.formUnion(try DexFacts.learners(of: $1)) }
        #expect(try ids("hazard removers") == removers)
        #expect(try ids("hazard removal") == removers)
        #expect(try ids("surf encounters") == ids("surfing"))
    }
}
