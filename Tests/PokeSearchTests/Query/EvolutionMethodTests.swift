import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Ways of evolving as Pokémon searches (`evolves with a water stone`,
/// `trade evolutions`, `evolves:friendship`), on the bundled dataset: the
/// answer is the Pokémon the method is applied to, with all its forms;
/// items and places are named in any language the dump names them in.
@Suite struct EvolutionMethodTests {
    let pokedex: Pokedex
    let engine: SearchEngine

    init() throws {
        pokedex = try TestPokedex.shared()
        engine = SearchEngine(pokedex: pokedex)
    }

    private func ids(_ query: String) throws -> Set<Int> {
        Set(try engine.search(SearchRequest(query: query, limit: 5_000)).hits.map(\.pokemon.id))
    }

    /// The species (National Pokédex numbers) of the default forms among `ids`.
    private func species(_ query: String) throws -> Set<Int> {
        Set(try engine.search(SearchRequest(query: query, limit: 5_000)).hits.filter(\.pokemon.isDefault).map(\.pokemon.speciesID))
    }

    /// The species that evolve into another by a row meeting `condition`.
    private func speciesEvolving(where condition: String) throws -> Set<Int> {
        Set(try pokedex.read { db in try Int.fetchAll(db, sql: "SELECT evolves_from_species_id FROM evolution WHERE \(condition)") })
    }

    @Test func anItemInAnyLanguage() throws {
        let waterStone = try ids("evolves with a water stone")
        #expect(try species("evolves with a water stone") == speciesEvolving(where: "item = 'water-stone'"))
        #expect(waterStone.isSuperset(of: [61, 90, 120, 133, 271, 515]))
        #expect(try ids("evolves with a pierre eau") == waterStone)  // French
        #expect(try ids("evolves with a wasserstein") == waterStone)  // German
        #expect(try ids("evolves:water stone") == waterStone)
        #expect(try ids("water stone evolutions") == waterStone)
        // Held while traded, and said either way.
        #expect(try species("evolves holding a metal coat") == [95, 123])
        #expect(try ids("evolves with a metal coat") == ids("evolves holding a metal coat"))
    }

    /// An item named alone that evolves some Pokémon is the way of evolving
    /// (`moon stone`); one that evolves none stays its holders (`leftovers`).
    @Test func anEvolutionItemAloneIsTheMethod() throws {
        #expect(try species("moon stone") == speciesEvolving(where: "item = 'moon-stone'"))
        #expect(try species("moon stone") == [30, 33, 35, 39, 300, 517])
        #expect(try ids("thunder stone") == ids("evolves with a thunder stone"))
        #expect(try ids("pierre lune") == ids("moon stone"))  // French
        #expect(try species("metal coat") == [95, 123])
        // `shiny` is a request's word (`shiny charizard`), but not where it begins an item's name.
        #expect(try species("shiny stone") == speciesEvolving(where: "item = 'shiny-stone'"))
        #expect(try species("shiny stone").contains(176))  // Togetic
        #expect(try species("kings rock") == speciesEvolving(where: "held_item = 'kings-rock'"))
        // Its holders when asked for, and for an item that evolves nothing.
        let holders = try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN pokemon_held_item h ON h.pokemon_id = p.id
              JOIN item i ON i.id = h.item_id WHERE i.name = ?
            """, ["moon-stone"])
        #expect(try ids("holds moon stone") == holders && !holders.isEmpty)
        #expect(try ids("holds moon stone") != ids("moon stone"))
        #expect(try ids("everstone") == ids("holds everstone"))
    }

    @Test func triggersAndConditions() throws {
        let trade = try speciesEvolving(where: "trigger = 'trade'")
        #expect(try species("evolves by trade") == trade)
        #expect(try species("trade evolutions") == trade)
        #expect(try species("evolves:trade") == trade)
        #expect(try species("evolue par echange") == trade)  // French
        #expect(try species("entwickelt sich durch tausch") == trade)  // German
        #expect(try species("evolves with friendship") == speciesEvolving(where: "min_happiness IS NOT NULL OR min_affection IS NOT NULL"))
        #expect(try species("evolves at night") == speciesEvolving(where: "time_of_day = 'night'"))
        #expect(try species("evolves at level 36") == speciesEvolving(where: "min_level = 36"))
        #expect(try species("evolves at level 36").contains(5))  // Charmeleon
        #expect(try species("stone evolutions") == speciesEvolving(where: "item LIKE '%-stone'"))
    }

    /// Conditions together are one way of evolving: Eevee becomes Umbreon
    /// with friendship at night; Golbat's friendship needs no time of day.
    @Test func conditionsTogetherAreOneMethod() throws {
        let both = try species("evolves with friendship at night")
        #expect(try both == speciesEvolving(where: "(min_happiness IS NOT NULL OR min_affection IS NOT NULL) AND time_of_day = 'night'"))
        #expect(both.contains(133) && !both.contains(42))
        #expect(try species("evolves with friendship").contains(42))
    }

    /// The rarer requirements, read from the imported conditions' kinds.
    @Test func rainUpsideDownAndOtherRequirements() throws {
        func having(_ kind: String) throws -> Set<Int> {
            try speciesEvolving(where: "EXISTS (SELECT 1 FROM json_each(conditions) c WHERE json_extract(c.value, '$.kind') = '\(kind)')")
        }
        #expect(try species("evolves in the rain") == having("rain"))
        #expect(try species("evolves in the rain").contains(705))  // Sliggoo
        #expect(try species("evolves upside down") == having("upside-down"))
        #expect(try species("evolves upside down").contains(686))  // Inkay
        #expect(try species("evolves with beauty") == having("beauty"))
        #expect(try !having("beauty").isEmpty)
    }

    /// Every kind the import wrote has a bit, and every requirement a word names is one of them
    /// (an unknown kind would have none, and ask for nothing).
    @Test func everyRequirementKindHasItsBit() throws {
        let kinds = try pokedex.read { db in
            try String.fetchSet(db, sql: "SELECT DISTINCT json_extract(c.value, '$.kind') FROM evolution, json_each(evolution.conditions) c")
        }
        #expect(kinds.count > 10)
        for kind in kinds { #expect(EvolutionRequirementKinds(kinds: [kind]) != [], "\(kind)") }
        for case .requirement(let kind) in EvolutionMethodWords.conditions.values {
            #expect(kinds.contains(kind), "\(kind)")
        }
    }

    /// Begun by its trigger, a way of evolving needs no `evolves`: another condition follows.
    @Test func aTriggerLeadsWhenAConditionFollows() throws {
        #expect(try species("level up with high friendship") == species("evolves with friendship"))
        #expect(try species("level up at night") == speciesEvolving(where: "trigger = 'level-up' AND time_of_day = 'night'"))
        #expect(try species("trade holding a metal coat") == [95, 123])
        // `item` after a trigger is some item held: Onix and Scyther among them, Machoke not.
        let tradedHolding = try speciesEvolving(where: "trigger = 'trade' AND (held_item IS NOT NULL OR item IS NOT NULL)")
        #expect(tradedHolding.isSuperset(of: [95, 123]) && !tradedHolding.contains(67))
        #expect(try species("trade holding an item") == tradedHolding)
        #expect(try species("evolves via trade with an item") == tradedHolding)
        #expect(try species("level up holding an item") == speciesEvolving(where: "trigger = 'level-up' AND held_item IS NOT NULL"))
        // `item` first is still the trigger of an item used on it.
        #expect(try species("item evolutions") == speciesEvolving(where: "trigger = 'use-item'"))
        // A trigger alone, or with its level only, is not read so: `level 36` is no way of evolving asked.
        #expect(try species("level 36") != species("evolves at level 36"))
    }

    @Test func aPlaceInAnyLanguage() throws {
        let coronet = try species("evolves at mt coronet")
        #expect(try coronet == speciesEvolving(where: "location_id IN (SELECT id FROM location WHERE name = 'mt-coronet')"))
        #expect(coronet.contains(82))  // Magneton
        #expect(try species("evolves at mont couronne") == coronet)  // French
    }

    @Test func unknownMethodsAreErrors() throws {
        #expect(throws: QueryError.self) { try engine.search(SearchRequest(query: "evolves:moonlight dance")) }
        // Words that name no way of evolving stay what they were: the family of Eevee.
        #expect(try species("evolutions of eevee").isSuperset(of: [134, 135, 136]))
    }

    /// Requirements named by what they are, not by their value: some move known, some place,
    /// a magnetic field, a Moss or Ice Rock, a party member, a gender, a trade partner; each
    /// against the rows whose conditions hold it.
    @Test(arguments: [
        ("evolves knowing a move", "conditions LIKE '%\"known-move\"%'"),
        ("level up with a specific move", "conditions LIKE '%\"known-move\"%'"),
        ("evolves at a special location", "location_id IS NOT NULL"),
        ("evolves in a special place", "location_id IS NOT NULL"),
        ("evolves near a moss rock", "conditions LIKE '%special-rock%'"),
        ("evolves with a pokemon in the party", "conditions LIKE '%party-%'"),
        ("evolves by gender", "conditions LIKE '%gender%'"),
        ("evolves if female", "conditions LIKE '%\"female\"%'"),
        ("evolves as a male", "conditions LIKE '%\"male\"%'"),
        ("trade with a specific pokemon", "conditions LIKE '%trade-species%'"),
        // Magnezone, Probopass and Vikavolt's places: not Crabrawler's Mount Lanakila, nor Eevee's rocks.
        ("evolves in a magnetic field", "evolves_from_species_id IN (SELECT id FROM species WHERE name IN ('magneton', 'nosepass', 'charjabug'))"),
    ])
    func aRequirementByWhatItIs(query: String, condition: String) throws {
        let expected = try speciesEvolving(where: condition)
        #expect(!expected.isEmpty, "\(condition)")
        #expect(try species(query) == expected, "\(query)")
    }

    /// The Pokémon a way of evolving names: a species or a type in the party,
    /// a species to trade with; each against the rows whose conditions name it.
    @Test(arguments: [
        ("evolves with remoraid in the party", "party-species", "SELECT id FROM species WHERE name = 'remoraid'"),
        ("evolves with a dark type in party", "party-type", "SELECT id FROM type WHERE name = 'dark'"),
        ("trade with shelmet", "trade-species", "SELECT id FROM species WHERE name = 'shelmet'"),
        ("evolves when traded for karrablast", "trade-species", "SELECT id FROM species WHERE name = 'karrablast'"),
    ])
    func aRequirementByThePokemonItNames(query: String, kind: String, partner: String) throws {
        let expected = try speciesEvolving(where: """
            EXISTS (SELECT 1 FROM json_each(conditions) c WHERE json_extract(c.value, '$.kind') = '\(kind)'
                    AND json_extract(c.value, '$.id') IN (\(partner)))
            """)
        #expect(expected.count == 1, "\(query)")
        #expect(try species(query) == expected, "\(query)")
    }

    @Test func aNameNotFollowedByThePartyIsNotTheMethods() throws {
        // Pikachu is in no party a way of evolving names: nothing, rather than every party evolution.
        #expect(try species("evolves with pikachu in the party").isEmpty)
        #expect(try species("evolution of eevee").isSuperset(of: [134, 135, 136]))
    }
}
