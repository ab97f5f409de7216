import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Keywords typed with a typo, on the default dex: read as the keyword
/// they were meant to be (with a notice), before any name is corrected,
/// wherever they stand in the query; never an other-language name.
@Suite struct KeywordTypoTests: DefaultDexSearching {
    // MARK: Colours, habitats, shapes

    @Test(arguments: [
        ("yelow electric", "color", "yellow", "electric"), ("balck dragon", "color", "black", "dragon"),
        ("purpel ghost", "color", "purple", "ghost"), ("greeen bug", "color", "green", "bug"), ("gren bug", "color", "green", "bug"),
        ("pikn fairy", "color", "pink", "fairy"), ("redd fire", "color", "red", "fire"), ("brwon ground", "color", "brown", "ground"),
        ("forrest bug", "habitat", "forest", "bug"), ("mountian rock", "habitat", "mountain", "rock"),
        ("quadraped fire", "shape", "quadruped", "fire"),
    ])
    func colourHabitatAndShapeTyposMeanTheValue(query: String, field: String, value: String, type: String) throws {
        let results = try search(query)
        let expected = try DexFacts.species("\(field)_id", in: field, named: value).intersection(DexFacts.typed(type))
        #expect(!expected.isEmpty)
        #expect(Set(results.hits.map(\.pokemon.id)) == expected, "\(query)")
        #expect(results.corrections.count == 1 && results.corrections[0].hasSuffix("→ \(value)"), "\(results.corrections)")
    }

    @Test(arguments: [("graay", "gray"), ("purpel", "purple"), ("yelow", "yellow")])
    func aColourTypoAloneIsTheColourNotAnOtherLanguageName(query: String, color: String) throws {
        let results = try search(query)
        #expect(results.corrections == ["\(query) → \(color)"])
        #expect(Set(results.hits.map(\.pokemon.id)) == (try DexFacts.color(color)))
    }

    // MARK: Types

    @Test(arguments: [
        ("fier", ["fire"]), ("fier dragon", ["fire", "dragon"]), ("dragon fier", ["fire", "dragon"]), ("gras poison", ["grass", "poison"]),
        ("poison gras", ["grass", "poison"]), ("bug steal", ["bug", "steel"]), ("steal", ["steel"]), ("psychic stel", ["psychic", "steel"]),
        ("water groud", ["water", "ground"]), ("groud water", ["water", "ground"]), ("ghost posin", ["ghost", "poison"]),
        ("posin ghost", ["ghost", "poison"]), ("steel faiy", ["steel", "fairy"]), ("faiy", ["fairy"]), ("flyin", ["flying"]),
        ("poison grsas", ["poison", "grass"]), ("fier dragn", ["fire", "dragon"]), ("fire fiting", ["fire", "fighting"]),
        ("psych", ["psychic"]),
    ])
    func typeTyposAnywhereInTheQuery(query: String, types: [String]) throws {
        let results = try search(query)
        let expected = try types.reduce(DexFacts.all) { $0.intersection(try DexFacts.typed($1)) }
        #expect(Set(results.hits.map(\.pokemon.id)) == expected, "\(query)")
    }

    @Test(arguments: [("fier dragon", "fier → fire"), ("bug steal", "steal → steel"), ("steel faiy", "faiy → fairy"),
                      ("ghost posin", "posin → poison")])
    func typeTyposSayHowTheyWereRead(query: String, notice: String) throws {
        #expect(try search(query).corrections == [notice])
    }

    @Test func aTypoThatAlsoStartsAPokemonsNameFindsBoth() throws {
        // Being typed, `groud` may be Groudon: Groudon first, then the Ground Pokémon.
        let hits = try search("groud").hits.map(\.pokemon.id)
        #expect(hits.first == 383)
        #expect(Set(hits) == (try DexFacts.typed("ground")))
        // `pik` is Pikachu being typed, never a colour with a letter missing.
        #expect(try search("pik").corrections.isEmpty)
    }

    @Test(arguments: [
        ("water grou", ["water", "ground"]), ("fire drag", ["fire", "dragon"]), ("ghost poiso", ["ghost", "poison"]),
        ("steel psychi", ["steel", "psychic"]), ("fire fightin", ["fire", "fighting"]), ("water fightin", ["water", "fighting"]),
    ])
    func theWordBeingTypedMayCompleteAType(query: String, types: [String]) throws {
        let expected = try types.reduce(DexFacts.all) { $0.intersection(try DexFacts.typed($1)) }
        #expect(!expected.isEmpty)
        #expect(try ids(query).isSuperset(of: expected), "the grid must not go empty while \(types[1]) is typed")
    }

    // MARK: Regions

    @Test(arguments: [("hoen", 3), ("sinnho", 4), ("kallos", 6), ("kant", 1)])
    func regionTyposAndPrefixesMeanTheirGeneration(query: String, generation: Int) throws {
        let found = try ids(query)
        #expect(found.isSuperset(of: try DexFacts.defaults(DexFacts.generation(generation))), "\(query)")
        #expect(try found.subtracting(DexFacts.generation(generation)).allSatisfy { id in
            try DexFacts.ids("SELECT id FROM pokemon WHERE is_default = 0").contains(id)
        }, "only alternate forms may come with them (\(query))")
    }

    // MARK: Moves, abilities, phrases

    @Test(arguments: [
        ("flamethower", "move", "flamethrower"), ("thunderbot", "move", "thunderbolt"), ("earthqauke", "move", "earthquake"),
        ("icebeam", "move", "ice-beam"), ("levitaet", "ability", "levitate"), ("intimidte", "ability", "intimidate"),
        ("drougt", "ability", "drought"), ("learns flamethower", "move", "flamethrower"),
    ])
    func moveAndAbilityTyposMeanTheirPokemon(query: String, kind: String, slug: String) throws {
        let results = try search(query)
        let expected = kind == "move" ? try DexFacts.learners(of: slug) : try DexFacts.holders(of: slug)
        #expect(Set(results.hits.map(\.pokemon.id)) == expected, "\(query)")
        #expect(results.corrections.count == 1, "\(results.corrections)")
    }

    @Test(arguments: [
        ("ice bean fire", "ice-beam", "fire"), ("dragon dnace water", "dragon-dance", "water"), ("icebeam fire", "ice-beam", "fire"),
        ("levitaet ghost", "", "ghost"),
    ])
    func aMisspeltMoveBeforeATypeIsTheMove(query: String, move: String, type: String) throws {
        let expected = try (move.isEmpty ? DexFacts.holders(of: "levitate") : DexFacts.learners(of: move)).intersection(DexFacts.typed(type))
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
    }

    @Test(arguments: [("mose pokemon", "Mouse Pokémon"), ("pengiun pokemon", "Penguin Pokémon")])
    func genusTypos(query: String, genus: String) throws {
        let expected = try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species_text t ON t.species_id = p.species_id AND t.language_id = 9 WHERE t.genus = ?
            """, [genus])
        #expect(try ids(query) == expected)
    }

    @Test func correctPhrasesAreNotCorrected() throws {
        #expect(try search("ice beam and thunderbolt").corrections.isEmpty)
        #expect(try search("grass pokemon").corrections.isEmpty)
        #expect(try search("fastest water gen 4").corrections.isEmpty, "not Water Gun")
    }
}
