import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The curated nicknames (`Nicknames`), every entry on the bundled data, and
/// forms written after their Pokémon with a dash and their first letters.
@Suite struct NicknameTests {
    private func search(_ query: String) throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: 50))
    }

    /// The Pokémon whose slug or English name (folded) is `name`.
    private func pokemon(named name: String) throws -> Set<Int> {
        try DexFacts.ids("SELECT pokemon_id FROM search_name WHERE folded = ? AND language_id IN (0, 9)", [name])
    }

    @Test(arguments: Nicknames.names.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })
    func everyNicknameFindsItsPokemonFirst(entry: [String]) throws {
        let (nickname, name) = (entry[0], entry[1])
        let expected = try pokemon(named: name)
        #expect(!expected.isEmpty, "\(name) is a name")
        let found = try search(nickname)
        #expect(found.hits.first.map { expected.contains($0.pokemon.id) } == true,
                "\(nickname) → \(name): \(found.hits.prefix(3).map(\.pokemon.name))")
    }

    @Test(arguments: Nicknames.names.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })
    func noNicknameBeginsAnotherPokemonsEnglishName(entry: [String]) throws {
        let (nickname, name) = (entry[0], entry[1])
        let target = try pokemon(named: name)
        let species = try DexFacts.ids("SELECT species_id FROM pokemon WHERE id IN (\(target.map(String.init).joined(separator: ",")))")
        let beginning = try DexFacts.ids("""
            SELECT p.species_id FROM search_name n JOIN pokemon p ON p.id = n.pokemon_id
             WHERE n.language_id IN (0, 9) AND n.folded >= ? AND n.folded < ?
            """, [nickname, nickname + "\u{10FFFF}"])
        #expect(beginning.subtracting(species).isEmpty, "\(nickname) begins other names: \(beginning.subtracting(species))")
    }

    @Test(arguments: [
        ("lando-t", "landorus therian"), ("lando-i", "landorus incarnate"), ("landorus-t", "landorus therian"),
        ("thundy-t", "thundurus therian"), ("torn-t", "tornadus therian"), ("rotom-w", "rotom wash"), ("rotom-h", "rotom heat"),
        ("zapdos-g", "zapdos galar"), ("calyrex-s", "calyrex shadow"), ("urshifu-r", "urshifu rapid strike"),
        ("urshifu-rs", "urshifu rapid strike"),
        ("kyurem-b", "kyurem black"),
        // Showdown's letters where the slug says less (`formLetters`).
        ("necrozma-dm", "necrozma dusk"), ("necrozma-dw", "necrozma dawn"), ("ursaluna-bm", "ursaluna bloodmoon"),
    ])
    func aFormByTheFirstLettersOfItsName(query: String, name: String) throws {
        let expected = try DexFacts.ids("SELECT pokemon_id FROM search_name WHERE folded >= ? AND folded < ? AND language_id = 0",
                                        [name, name + "\u{10FFFF}"])
        #expect(!expected.isEmpty, "\(name)")
        for typed in [query, query + " ground", "fire " + query] {
            let found = try search(typed)
            if typed == query {
                #expect(found.hits.first.map { expected.contains($0.pokemon.id) } == true, "\(typed): \(found.hits.prefix(3).map(\.pokemon.name))")
            } else {
                // Beside a filter, the form is still the form (or nothing, when it fails the filter).
                #expect(found.hits.allSatisfy { expected.contains($0.pokemon.id) }, "\(typed): \(found.hits.prefix(3).map(\.pokemon.name))")
            }
        }
    }

    @Test func anAmbiguousFormLetterKeepsEveryFormItBegins() throws {
        // Rotom's Frost and Fan forms both begin with f.
        let found = Set(try search("rotom-f").hits.map(\.pokemon.name))
        #expect(found.contains("rotom-frost") && found.contains("rotom-fan"), "\(found)")
    }
}
