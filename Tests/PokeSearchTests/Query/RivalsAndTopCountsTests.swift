import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// How players size Pokémon up against one another (`faster than garchomp`,
/// `heavier than snorlax`) and ask for a handful (`top 10 fastest`), on the
/// default dex: expected sets and orders from the `pokemon` table.
@Suite struct RivalsAndTopCountsTests: DefaultDexSearching {
    /// The Pokémon whose `column` compares with `name`'s as `comparison` says.
    private func compared(_ column: String, _ comparison: String, _ name: String) throws -> Set<Int> {
        try DexFacts.ids("SELECT id FROM pokemon WHERE \(column) \(comparison) (SELECT \(column) FROM pokemon WHERE name = ?)", [name])
    }

    @Test func aStatComparedWithAPokemonsOwn() throws {
        let faster = try compared("speed", ">", "garchomp")
        #expect(faster.contains(894) && !faster.contains(445))  // Regieleki, not Garchomp itself
        #expect(try ids("faster than garchomp") == faster)
        #expect(try ids("outspeeds garchomp") == faster)
        #expect(try ids("dragon faster than garchomp") == faster.intersection(DexFacts.typed("dragon")))
        #expect(try ids("faster than mega gengar") == compared("speed", ">", "gengar-mega"))
        #expect(try ids("slower than snorlax") == compared("speed", "<", "snorlax"))
        #expect(try ids("same speed as garchomp") == compared("speed", "=", "garchomp"))
        #expect(try ids("heavier than snorlax") == compared("weight", ">", "snorlax"))
        #expect(try ids("stronger than lucario") == compared("total", ">", "lucario"))
        // A typo in the name, said; a number instead of a name.
        let typed = try search("faster than garchmop")
        #expect(typed.corrections == ["garchmop → garchomp"])
        #expect(Set(typed.hits.map(\.pokemon.id)) == faster)
        #expect(try ids("faster than 100") == DexFacts.ids("SELECT id FROM pokemon WHERE speed > 100"))
        #expect(try ids("heavier than 200 kg") == DexFacts.ids("SELECT id FROM pokemon WHERE weight > 2000"))
    }

    @Test func aTopCountIsTheFirstFewInTheQuerysOrder() throws {
        let fastest = try search("fastest", limit: 10).hits.map(\.pokemon.id)
        let top = try search("top 10 fastest")
        #expect(top.totalMatches == 10 && top.hits.map(\.pokemon.id) == fastest)
        #expect(try search("10 fastest").hits.map(\.pokemon.id) == fastest)
        // Paged within the ten.
        let second = try search("top 10 fastest", offset: 5, limit: 20)
        #expect(second.totalMatches == 10 && second.hits.map(\.pokemon.id) == Array(fastest.dropFirst(5)))
        // A stat after the count orders them; nothing at all orders by the total.
        #expect(try search("top 5 attack").hits.map(\.pokemon.id) == search("highest attack", limit: 5).hits.map(\.pokemon.id))
        #expect(try search("top 3 water").hits.map(\.pokemon.id) == search("strongest water", limit: 3).hits.map(\.pokemon.id))
        // A number alone elsewhere stays a Pokédex number; one past any top, no cap.
        #expect(try ids("10") == DexFacts.ids("SELECT id FROM pokemon WHERE species_id = 10"))
        #expect(try ids("600 bst") == DexFacts.ids("SELECT id FROM pokemon WHERE total = 600"))
        #expect(try search("top 100000000000000000000 fastest").totalMatches == search("fastest").totalMatches)
    }
}
