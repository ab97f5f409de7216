import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A form named without its species, as games and players name it (`dusk mane`,
/// `therian forme`, `shadow rider`, French `forme originelle`): the name of the
/// form a Pokémon is (`pokemon_form.name` = `pokemon.name`), read from the
/// dump's `form_names`.
@Suite struct FormNameTests {
    private func ids(_ query: String, limit: Int = 60) throws -> [Int] {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: limit)).hits.map(\.pokemon.id)
    }

    /// The English names of Pokémon forms, more than one word each, with the Pokémon each names.
    private static func englishFormNames() throws -> [String: Set<Int>] {
        try TestPokedex.shared().database.read { db in
            var names: [String: Set<Int>] = [:]
            let rows = try Row.fetchAll(db, sql: """
                SELECT n.name, f.pokemon_id FROM pokemon_form f
                  JOIN pokemon p ON p.id = f.pokemon_id AND p.name = f.name
                  JOIN localized_name n ON n.kind = 'pokemon-form-name' AND n.id = f.id AND n.language_id = ?
                 WHERE n.name LIKE '% %'
                """, arguments: [Languages.english])
            for row in rows { names[row["name"], default: []].insert(row["pokemon_id"]) }
            return names
        }
    }

    @Test func everyEnglishFormNameFindsItsPokemonFirst() throws {
        let names = try Self.englishFormNames()
        #expect(names.count > 150, "\(names.count) form names")
        var missed: [String] = []
        for (name, pokemon) in names.sorted(by: { $0.key < $1.key }) {
            let found = try ids(name)
            // `Alolan Form` reads as the regional forms of Alola: Totem Alolan Raticate among them.
            if ["Alolan", "Galarian", "Hisuian", "Paldean"].contains(where: { name == "\($0) Form" }) {
                if !pokemon.isSubset(of: found) { missed.append("\(name): \(found) lacks some of \(pokemon.sorted())") }
                continue
            }
            let first = found.prefix(pokemon.count)
            if Set(first) != pokemon { missed.append("\(name): \(first) instead of \(pokemon.sorted())") }
        }
        #expect(missed.isEmpty, "\(missed.count) of \(names.count): \(missed.joined(separator: "; "))")
    }

    @Test(arguments: [
        ("therian forme", ["tornadus-therian", "thundurus-therian", "landorus-therian", "enamorus-therian"]),
        ("origin forme", ["dialga-origin", "palkia-origin", "giratina-origin"]),
        ("forme originelle", ["dialga-origin", "palkia-origin", "giratina-origin"]),
        ("dusk mane", ["necrozma-dusk"]), ("dawn wings", ["necrozma-dawn"]),
        ("shadow rider", ["calyrex-shadow"]), ("ice rider", ["calyrex-ice"]), ("calyrex ice rider", ["calyrex-ice"]),
        ("crowned shield", ["zamazenta-crowned"]), ("hero of many battles", ["zacian", "zamazenta"]),
        ("gigantamax form", []), ("incarnate forme", ["tornadus-incarnate", "thundurus-incarnate", "landorus-incarnate", "enamorus-incarnate"]),
    ])
    func aFormByItsOwnName(query: String, slugs: [String]) throws {
        let expected = slugs.isEmpty ? try DexFacts.ids("SELECT id FROM pokemon WHERE name LIKE '%-gmax'")
                                     : Set(try slugs.map(DexFacts.id(of:)))
        #expect(!expected.contains(-1))
        #expect(Set(try ids(query).prefix(expected.count)) == expected, "\(query)")
    }

    /// A form's name that is one word of a language written with spaces (German's `Ultra` for
    /// Ultra Necrozma) is not a name of its own: two names typed together stay one name.
    @Test func oneWordFormNamesDoNotSplitANameInTwo() throws {
        #expect(try ids("ultra necrozma") == [try DexFacts.id(of: "necrozma-ultra")])
        #expect(try ids("pikachu cosplay") == [try DexFacts.id(of: "pikachu-cosplay")])
    }

    /// A name in kana or hanzi ranks as an exact name, as a Latin one does: the default form
    /// first, and a form by its own name (`超級噴火龍X`, Mega Charizard X in Chinese).
    @Test(arguments: [("噴火龍", "charizard"), ("喷火龙", "charizard"), ("リザードン", "charizard"), ("ピカチュウ", "pikachu"),
                      ("超級噴火龍X", "charizard-mega-x"), ("メガリザードンY", "charizard-mega-y"), ("マダム・ピカチュウ", "pikachu-belle")])
    func namesInCJKRankAsExactNames(query: String, slug: String) throws {
        #expect(try ids(query).first == DexFacts.id(of: slug), "\(query)")
    }
}
