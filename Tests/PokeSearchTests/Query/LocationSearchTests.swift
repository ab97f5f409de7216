import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Places as Pokémon searches (`mt moon`, `found in viridian forest`,
/// `location:…`, `--game`), on the bundled dataset: the Pokémon met there
/// in the wild, under the place's names in every language.
@Suite struct LocationSearchTests {
    let pokedex: Pokedex
    let engine: SearchEngine

    init() throws {
        pokedex = try TestPokedex.shared()
        engine = SearchEngine(pokedex: pokedex)
    }

    private func ids(_ query: String, game: String? = nil) throws -> Set<Int> {
        Set(try engine.search(SearchRequest(query: query, limit: 5_000, game: game)).hits.map(\.pokemon.id))
    }

    /// The Pokémon met at the location `slug`, in the versions `versions` when given.
    private func metAt(_ slug: String, versions: [String]? = nil) throws -> Set<Int> {
        try pokedex.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT e.pokemon_id, e.version_mask FROM pokemon_encounter e JOIN location_area a ON a.id = e.location_area_id
                  JOIN location l ON l.id = a.location_id WHERE l.name = ?
                """, arguments: [slug])
            let mask = try versions.map { names in
                try Int.fetchAll(db, sql: "SELECT id FROM version WHERE name IN (\(names.map { "'\($0)'" }.joined(separator: ",")))")
                    .reduce(0) { $0 | 1 << $1 }
            }
            return Set(rows.filter { row in mask.map { (row["version_mask"] as Int) & $0 != 0 } ?? true }.map { $0["pokemon_id"] as Int })
        }
    }

    @Test func aPlaceInAnyLanguage() throws {
        let moon = try metAt("mt-moon")
        #expect(moon.isSuperset(of: [35, 41, 46, 74]))  // Clefairy, Zubat, Paras, Geodude
        #expect(try ids("mt moon") == moon)
        #expect(try ids("Mt. Moon") == moon)
        #expect(try ids("mont selenite") == moon)  // French
        #expect(try ids("mondberg") == moon)  // German
        #expect(try ids("location:mt moon") == moon)
        #expect(try ids("found in mt moon") == moon)
        #expect(try ids("viridian forest").contains(25))
    }

    /// A place named with `pokemon` (`pokemon tower`: not the filler word)
    /// or with `mount` spelt out (Mt. Silver).
    @Test func aPlaceSpeltAsPlayersSayIt() throws {
        let tower = try metAt("pokemon-tower")
        #expect(tower.isSuperset(of: [92, 93, 104]))  // Gastly, Haunter, Cubone
        #expect(try ids("pokemon tower") == tower)
        #expect(try ids("pokémon mansion") == metAt("pokemon-mansion"))
        #expect(try ids("ghost pokemon tower") == tower.intersection(DexFacts.typed("ghost")))
        #expect(try ids("mount silver") == metAt("mt-silver"))
        #expect(try ids("mount moon") == ids("mt moon"))
        // `pokemon` before anything else is still the filler.
        #expect(try ids("fire pokemon") == DexFacts.typed("fire"))
    }

    /// A place English knows only by its slug, region first (`Kanto Power
    /// Plant`), is also named without the region; a single word left stays
    /// whole (`galar mine`, not `mine`).
    @Test func aPlaceWithoutItsRegion() throws {
        let plant = try metAt("kanto-power-plant")
        #expect(plant.isSuperset(of: [25, 81, 125]))  // Pikachu, Magnemite, Electabuzz
        #expect(try ids("power plant") == plant)
        #expect(try ids("found in power plant") == plant)
        #expect(try ids("electric power plant") == plant.intersection(DexFacts.typed("electric")))
        let path = try metAt("kanto-underground-path")
        #expect(!path.isEmpty)
        #expect(try ids("underground path") == path)
        #expect(try engine.search(SearchRequest(query: "underground path")).corrections.isEmpty)
        #expect(try ids("galar mine") == metAt("galar-mine"))
        #expect(try !ids("mine").isSuperset(of: metAt("galar-mine")))
    }

    /// A place whose word is also a nickname (`zone`: Magnezone) or a typo
    /// of a name (`safari`, `found`): the place is meant, with no notice.
    @Test func aPlaceBeforeNicknamesAndTypos() throws {
        let safari = try metAt("kanto-safari-zone").union(metAt("hoenn-safari-zone")).union(metAt("johto-safari-zone"))
        #expect(!safari.isEmpty)
        #expect(try ids("safari zone") == safari)
        #expect(try ids("found in safari zone") == safari)
        #expect(try ids("location:safari zone") == safari)
        #expect(try engine.search(SearchRequest(query: "found in safari zone")).corrections.isEmpty)
        #expect(try ids("zone").contains(462))  // the nickname alone is still Magnezone
    }

    @Test func aPlaceInOneGame() throws {
        let red = try ids("mt moon", game: "red")
        #expect(try red == metAt("mt-moon", versions: ["red"]))
        #expect(try red.count < metAt("mt-moon").count)
        #expect(try ids("mt moon game:red") == red)
        // A game's name after a place, in words: the game, not the colour (which `red` alone stays).
        for query in ["mt moon in red", "mt moon red version", "mt moon in pokemon red"] { #expect(try ids(query) == red, "\(query)") }
        #expect(try ids("mt moon red or blue") == metAt("mt-moon", versions: ["red", "blue"]))
        #expect(try ids("red") == DexFacts.color("red"))
        #expect(try ids("mt moon", game: "heartgold-soulsilver") == metAt("mt-moon", versions: ["heartgold", "soulsilver"]))
        #expect(try ids("mt moon", game: "Rouge") == red)  // the game's French name
        #expect(throws: QueryError.self) { try engine.search(SearchRequest(query: "mt moon", game: "pokemon snap")) }
    }

    @Test func placesCombineWithOtherFilters() throws {
        #expect(try ids("mt moon rock") == metAt("mt-moon").intersection(ids("type:rock")))
        // A place that is also a word of names stays the name.
        #expect(try engine.search(SearchRequest(query: "pikachu")).hits.first?.pokemon.id == 25)
    }

    @Test func explainedAsAPlace() throws {
        let hit = try #require(engine.search(SearchRequest(query: "mt moon", limit: 1, explain: true)).hits.first)
        let filters = hit.explanation.compactMap { if case .filters(let filters) = $0 { filters } else { nil } }.flatMap { $0 }
        #expect(filters.contains { $0.alternatives.contains(.entity(kind: .location, text: "mt moon")) })
    }

    /// `show`'s "Where to find": per game, with method, levels and chance.
    @Test func detailSaysWhereToFind() throws {
        let clefairy = try PokemonResolver(pokedex: pokedex).resolve("clefairy")
        let detail = try PokemonDetail.load(clefairy, from: pokedex)
        let red = try #require(detail.whereToFind.first { $0.version == "red" })
        #expect(red.versionName == "Red")
        let moon = try #require(red.encounters.first { $0.location == "mt-moon" })
        #expect(moon.method == "walk" && moon.minLevel <= moon.maxLevel && (1...100).contains(moon.chance))
        #expect(moon.locationName == "Mt. Moon")
        let french = try PokemonDetail.load(clefairy, language: "fr", from: pokedex)
        #expect(french.whereToFind.first { $0.version == "red" }?.encounters.contains { $0.locationName == "Mont Sélénite" } == true)
        let onlyRed = try PokemonDetail.load(clefairy, wildIn: "red-blue", from: pokedex)
        #expect(Set(onlyRed.whereToFind.map(\.version)) == ["red", "blue"])
        // Not met in the wild in that game: nothing to say.
        let inScarlet = try PokemonResolver(pokedex: pokedex).resolve("clefairy")
        #expect(try PokemonDetail.load(inScarlet, wildIn: "scarlet-violet", from: pokedex).whereToFind.isEmpty)
    }
}
