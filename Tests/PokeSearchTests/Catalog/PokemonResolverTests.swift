import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// NAME|ID as users type it: ids, slugs, names in any language, any case.
@Suite struct PokemonResolverTests {
    private func resolve(_ input: String) throws -> PokemonReference {
        try PokemonResolver(pokedex: TestPokedex.shared()).resolve(input)
    }

    @Test(arguments: [
        ("25", 25), ("#25", 25), (" pikachu ", 25), ("Pikachu", 25), ("PIKACHU", 25), ("ピカチュウ", 25), ("피카츄", 25),
        ("salamèche", 4), ("Salameche", 4), ("glumanda", 4), ("Mr. Mime", 122), ("mr-mime", 122), ("mr mime", 122),
        ("Farfetch’d", 83), ("deoxys", 386), ("Mega Charizard X", 10034), ("charizard-mega-x", 10034),
        ("10034", 10034), ("Flabébé", 669), ("噴火龍", 6), ("Nidoran♀", 29),
    ])
    func resolves(input: String, id: Int) throws {
        #expect(try resolve(input).id == id)
    }

    @Test func carriesSlugNumberAndEnglishName() throws {
        let reference = try resolve("dracaufeu")
        #expect(reference == PokemonReference(id: 6, name: "charizard", speciesID: 6, englishName: "Charizard"))
    }

    @Test func unknownNameSuggestsTheClosest() throws {
        #expect {
            try resolve("pikachoo")
        } throws: { error in
            guard case CatalogError.unknownPokemon(let input, let suggestions) = error else { return false }
            return input == "pikachoo" && suggestions.first == "pikachu" && "\(error)".contains("did you mean 'pikachu'")
        }
        #expect {
            try resolve("charzard")
        } throws: { error in
            guard case CatalogError.unknownPokemon(_, let suggestions) = error else { return false }
            return suggestions.contains("charizard")
        }
    }

    @Test(arguments: ["99999", "0", "", "   ", "zzzzzzzzzzzz"])
    func nonsenseIsUnknown(input: String) throws {
        #expect { try resolve(input) } throws: { error in
            guard case CatalogError.unknownPokemon = error else { return false }
            return true
        }
    }
}
