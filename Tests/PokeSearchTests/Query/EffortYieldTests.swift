import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Which Pokémon to battle to train a stat (`speed evs`, `ev yield 2
/// attack`, `gives hp evs`), on the bundled dataset: each phrasing is
/// exactly the Pokémon the imported `pokemon_effort` rows say, the amount
/// is a minimum, and the detail tells what each gives.
@Suite struct EffortYieldTests {
    let pokedex: Pokedex
    let engine: SearchEngine

    init() throws {
        pokedex = try TestPokedex.shared()
        engine = SearchEngine(pokedex: pokedex)
    }

    private func pokemonIDs(_ query: String) throws -> Set<Int> {
        Set(try engine.search(SearchRequest(query: query, limit: 5_000)).hits.map(\.pokemon.id))
    }

    /// The Pokémon giving at least `minimum` EVs in PokéAPI's stat `statID`.
    private func yielders(_ statID: Int, atLeast minimum: Int = 1) throws -> Set<Int> {
        try DexFacts.ids("SELECT pokemon_id FROM pokemon_effort WHERE stat_id = ? AND effort >= ?", [statID, minimum])
    }

    @Test(arguments: [
        ("speed evs", 6, 1), ("ev yield speed", 6, 1), ("gives speed evs", 6, 1), ("speed ev yield", 6, 1),
        ("evs in sp. atk", 4, 1), ("special attack evs", 4, 1), ("hp ev", 1, 1), ("defense effort values", 3, 1),
        ("2 attack evs", 2, 2), ("gives 3 speed evs", 6, 3), ("ev yield 2 sp def", 5, 2), ("ev yield 3 hp", 1, 3),
    ])
    func phrasingIsExactlyTheYielders(_ query: String, _ statID: Int, _ minimum: Int) throws {
        let expected = try yielders(statID, atLeast: minimum)
        #expect(!expected.isEmpty)
        #expect(try pokemonIDs(query) == expected, "\(query)")
    }

    @Test func yieldsPlayersKnow() throws {
        #expect(try pokemonIDs("speed evs").isSuperset(of: [16, 19, 41]))  // Pidgey, Rattata, Zubat
        #expect(try pokemonIDs("3 special attack evs").contains(6))  // Charizard
        #expect(try pokemonIDs("hp evs").isSuperset(of: [113, 242]))  // Chansey, Blissey
        #expect(try !pokemonIDs("speed evs").contains(1))  // Bulbasaur gives Sp. Atk
    }

    @Test func yieldsCombineWithOtherFilters() throws {
        let water = try pokemonIDs("type:water")
        #expect(try pokemonIDs("water speed evs") == yielders(6).intersection(water))
        #expect(try !yielders(6).intersection(water).isEmpty)
        // `2 speed evs` is no Pokédex number: Ivysaur stays out.
        #expect(try !pokemonIDs("2 speed evs").contains(2))
    }

    /// The games give 1 to 3 EVs in a stat: a number beyond is an error that names the range.
    @Test func amountsOutOfRangeAreAnError() throws {
        #expect(throws: QueryError.outOfRange(field: "EV yield", value: "4", position: 1, range: 1...3)) {
            try engine.search(SearchRequest(query: "4 speed evs"))
        }
        #expect(throws: QueryError.self) { try engine.search(SearchRequest(query: "ev yield 0 attack")) }
    }

    @Test func theDetailSaysWhatItGives() throws {
        let charizard = try PokemonDetail.load(PokemonResolver(pokedex: pokedex).resolve("charizard"), language: "en", from: pokedex)
        #expect(charizard.effortYield == ["sp_attack": 3])
        let blissey = try PokemonDetail.load(PokemonResolver(pokedex: pokedex).resolve("blissey"), language: "en", from: pokedex)
        #expect(blissey.effortYield == ["hp": 3])
    }
}
