import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Weather roles as players name them (`rain setters`, `sun abusers`, `sand
/// team`), on the default dex: the holders of the role's abilities, against
/// `pokemon_ability`.
@Suite struct WeatherRoleTests: DefaultDexSearching {
    private func holders(_ abilities: [String]) throws -> Set<Int> {
        try abilities.reduce(into: Set<Int>()) { $0.formUnion(try DexFacts.holders(of: $1)) }
    }

    @Test func settersAreTheWeathersAbilities() throws {
        let rain = try holders(["drizzle", "primordial-sea"])
        #expect(rain.isSuperset(of: [186, 279, 382]))  // Politoed, Pelipper, Kyogre
        for query in ["rain setters", "rain setter", "sets rain", "Rain Setters"] { #expect(try ids(query) == rain, "\(query)") }
        #expect(try ids("sand setters") == holders(["sand-stream", "sand-spit"]))
        #expect(try ids("sand setters").contains(248))  // Tyranitar, not Sandshrew by its name
        #expect(try ids("hail setters") == holders(["snow-warning"]))
        #expect(try ids("sun setters") == holders(["drought", "desolate-land", "orichalcum-pulse"]))
    }

    @Test func abusersAndTeams() throws {
        let abusers = try holders(["chlorophyll", "solar-power", "flower-gift", "leaf-guard", "harvest", "protosynthesis"])
        #expect(abusers.contains(3))  // Venusaur
        #expect(try ids("sun abusers") == abusers)
        #expect(try ids("sun team") == abusers.union(holders(["drought", "desolate-land", "orichalcum-pulse"])))
        #expect(try ids("rain abusers water") == holders(["swift-swim", "rain-dish", "hydration", "dry-skin"]).intersection(DexFacts.typed("water")))
    }

    /// In an abilities search, the role is its abilities.
    @Test func anAbilitiesSearchListsTheRolesAbilities() throws {
        func abilities(_ query: String) throws -> Set<String> {
            Set(try EntitySearch(pokedex: TestPokedex.shared()).search(EntityRequest(kind: .ability, query: query, limit: 100)).hits
                .map(\.entity.name))
        }
        #expect(try abilities("rain setters") == ["drizzle", "primordial-sea"])
        #expect(try abilities("sand team") == ["sand-stream", "sand-spit", "sand-rush", "sand-force", "sand-veil"])
        #expect(try abilities("snow abusers gen 4") == ["ice-body", "snow-cloak"])
    }

    /// The first words written out are those of the phrases.
    @Test func theFirstWordsAreThePhrases() {
        #expect(WeatherRole.firstWords == Set(firstWordsOf: WeatherRole.phrases.keys))
        #expect(RivalComparison.firstWords == Set(firstWordsOf: RivalComparison.phrases.keys))
    }

    /// The words alone keep what they meant: `rain dance` is the move, `sand` begins Sandshrew.
    @Test func theWeatherWordsAloneAreUnchanged() throws {
        #expect(try ids("rain dance") == DexFacts.learners(of: "rain-dance"))
        #expect(try ids("sand").contains(27))
    }
}
