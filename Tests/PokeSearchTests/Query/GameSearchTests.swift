import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Games as Pokémon searches without a place (`pokemon red`, `game:red`,
/// `--game red`): the Pokémon met in the wild in them; and a game's
/// exclusives (`red exclusives`): met in it and not in the other game of
/// its pair. Expected sets come from `pokemon_encounter`'s version bits.
@Suite struct GameSearchTests {
    let engine: SearchEngine

    init() throws {
        engine = SearchEngine(pokedex: try TestPokedex.shared())
    }

    private func ids(_ query: String, game: String? = nil) throws -> Set<Int> {
        Set(try engine.search(SearchRequest(query: query, limit: 5_000, game: game)).hits.map(\.pokemon.id))
    }

    /// The Pokémon met in the wild in any of the versions `slugs`.
    private func metIn(_ slugs: String...) throws -> Set<Int> {
        try DexFacts.ids("""
            SELECT DISTINCT e.pokemon_id FROM pokemon_encounter e JOIN version v ON (e.version_mask >> v.id) & 1
             WHERE v.name IN (\(slugs.map { _ in "?" }.joined(separator: ",")))
            """, .init(slugs))
    }

    @Test func aGameAloneIsWhoIsMetInIt() throws {
        // `red` is also Red (Japan)'s English name, as a place's game is read.
        let red = try metIn("red", "red-japan")
        #expect(red.isSuperset(of: [1, 23, 129]) && !red.contains(27))  // Bulbasaur, Ekans, Magikarp; no Sandshrew
        for query in ["pokemon red", "pokémon red", "red version", "found in red", "caught in red", "in red", "game:red",
                      "version:red", "pokemon rouge", "pokemon in red"] {
            #expect(try ids(query) == red, "\(query)")
        }
        #expect(try ids("fire", game: "red") == red.intersection(DexFacts.typed("fire")))
        #expect(try ids("game:red fire") == red.intersection(DexFacts.typed("fire")))
        #expect(try ids("pokemon sword dragon") == metIn("sword").intersection(DexFacts.typed("dragon")))
        #expect(try ids("pokemon black 2") == metIn("black-2"))
        // Alone, a game's name stays what else it names.
        #expect(try ids("red") == DexFacts.color("red"))
        #expect(try ids("female only").contains(DexFacts.id(of: "chansey")))
        // Beside a place, it still narrows the place, either side.
        #expect(try ids("in red mt moon") == ids("mt moon in red"))
        #expect(try ids("in red mt moon").count < ids("mt moon").count)
    }

    @Test func aGamesExclusivesLeaveItsPairsOtherGameOut() throws {
        let red = try metIn("red", "red-japan").subtracting(metIn("blue", "green-japan"))
        #expect(red == [23, 24, 43, 44, 56, 58, 123, 125])  // Ekans, Arbok, Oddish, Gloom, Mankey, Growlithe, Scyther, Electabuzz
        for query in ["red exclusives", "red exclusive", "exclusive to red", "exclusives in red", "only in red", "red version exclusives",
                      "pokemon red exclusives", "exclusifs rouge", "rot exklusiv", "exclusivos de rojo"] {
            #expect(try ids(query) == red, "\(query)")
        }
        let sword = try metIn("sword").subtracting(metIn("shield"))
        #expect(try sword.contains(DexFacts.id(of: "deino")) && !sword.contains(DexFacts.id(of: "goomy")))
        #expect(try ids("sword exclusives") == sword)
        #expect(try ids("sword exclusives dragon") == sword.intersection(DexFacts.typed("dragon")))
        // A game with no pair has nothing of its own.
        #expect(try ids("yellow exclusives").isEmpty)
    }

    /// `introduced in sword`, `new in scarlet`: the game's generation, not who is met in it.
    @Test func aGameAPokemonWasIntroducedIn() throws {
        #expect(try ids("pokemon introduced in sword") == DexFacts.generation(8))
        #expect(try ids("added in scarlet") == DexFacts.generation(9))
        #expect(try ids("new in black 2") == DexFacts.generation(5))
        #expect(try ids("fire pokemon introduced in x") == DexFacts.generation(6).intersection(DexFacts.typed("fire")))
        // Before a generation, the words only ask; `new moon` (no word between) is not a game.
        #expect(try ids("new pokemon in gen 9") == DexFacts.generation(9))
        #expect(try ids("introduced in gen 4") == DexFacts.generation(4))
        #expect(try ids("new moon") != DexFacts.generation(7))
    }

    /// PokéAPI lists no wild Pokémon for the newest games: a search of them says so rather than finding nothing.
    @Test func aGameWithoutEncountersIsSaidSo() throws {
        for query in ["pokemon scarlet", "scarlet exclusives", "game:violet fire", "pokemon legends arceus"] {
            #expect(throws: QueryError.self, "\(query)") { try engine.search(SearchRequest(query: query)) }
        }
        #expect(throws: QueryError.self) { try engine.search(SearchRequest(query: "fire", game: "scarlet")) }
        let error = try #require(throws: QueryError.self) { try engine.search(SearchRequest(query: "pokemon scarlet")) }
        #expect(error.description.contains("'Scarlet'") && error.description.contains("latest game"))
        // A place in that game is only a place with no one met there.
        #expect(try ids("mt moon", game: "scarlet").isEmpty)
    }

    @Test func explainedAsGames() throws {
        let filters = { (query: String) throws -> [FilterReason.Condition] in
            let hit = try #require(try engine.search(SearchRequest(query: query, limit: 1, explain: true)).hits.first)
            return hit.explanation.compactMap { if case .filters(let filters) = $0 { filters } else { nil } }.flatMap { $0 }
                .flatMap(\.alternatives)
        }
        #expect(try filters("pokemon sword").contains(.entity(kind: .game, text: "Sword")))
        #expect(try filters("pokemon red").contains(.entity(kind: .game, text: "Red")))  // Red and Red (Japan), once
        #expect(try filters("sword exclusives").contains(.entity(kind: .gameExclusive, text: "sword")))
    }
}
