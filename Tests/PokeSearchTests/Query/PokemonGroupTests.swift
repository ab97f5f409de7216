import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Groups players name that no field of the dump holds, on the default
/// dex: expected sets from the species' names in the Pokédex tables, every
/// form included; a group's own names stay names.
@Suite struct PokemonGroupTests {
    private func search(_ query: String) throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: 5_000, explain: true))
    }

    private func ids(_ query: String) throws -> Set<Int> {
        Set(try search(query).hits.map(\.pokemon.id))
    }

    /// Every Pokémon of the species named.
    private func species(_ names: String...) throws -> Set<Int> {
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        let found = try DexFacts.ids("SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.name IN (\(list))")
        #expect(try DexFacts.ids("SELECT id FROM species WHERE name IN (\(list))").count == names.count, "\(names)")
        return found
    }

    @Test func theLegendaryGroups() throws {
        #expect(try ids("legendary birds") == species("articuno", "zapdos", "moltres"))
        #expect(try ids("legendary dogs") == species("raikou", "entei", "suicune"))
        #expect(try ids("lake guardians") == species("uxie", "mesprit", "azelf"))
        #expect(try ids("swords of justice") == species("cobalion", "terrakion", "virizion", "keldeo"))
        #expect(try ids("forces of nature") == species("tornadus", "thundurus", "landorus", "enamorus"))
        #expect(try ids("tapus") == species("tapu-koko", "tapu-lele", "tapu-bulu", "tapu-fini"))
        #expect(try ids("treasures of ruin") == species("wo-chien", "chien-pao", "ting-lu", "chi-yu"))
        #expect(try ids("regis") == species("regirock", "regice", "registeel", "regigigas", "regieleki", "regidrago"))
    }

    /// The Paradox Pokémon of the past and of the future, of the genus "Paradox Pokémon" (with Koraidon and Miraidon).
    @Test func paradoxesOfThePastAndOfTheFuture() throws {
        let ancient = try species("great-tusk", "scream-tail", "brute-bonnet", "flutter-mane", "slither-wing", "sandy-shocks",
                                  "roaring-moon", "walking-wake", "gouging-fire", "raging-bolt")
        let future = try species("iron-treads", "iron-bundle", "iron-hands", "iron-jugulis", "iron-moth", "iron-thorns",
                                 "iron-valiant", "iron-leaves", "iron-boulder", "iron-crown")
        for query in ["ancient paradox", "past paradoxes", "scarlet paradoxes"] { #expect(try ids(query) == ancient, "\(query)") }
        for query in ["future paradox", "iron paradoxes", "irons"] { #expect(try ids(query) == future, "\(query)") }
        #expect(try ids("paradox pokemon").subtracting(ancient.union(future)) == species("koraidon", "miraidon"))
        #expect(try ids("ancient paradox dragon") == ancient.intersection(DexFacts.typed("dragon")))
    }

    /// Box (restricted) and sub-legendaries split the legendary flag in two.
    @Test func boxAndSubLegendariesSplitTheLegendaries() throws {
        let legendary = try ids("is:legendary")
        let box = try ids("box legendaries")
        let sub = try ids("sub-legendaries")
        #expect(try box.isSuperset(of: species("mewtwo", "lugia", "kyogre", "zacian", "koraidon")))
        #expect(try sub.isSuperset(of: species("articuno", "heatran", "tapu-koko", "ogerpon")))
        #expect(box.isDisjoint(with: sub) && box.union(sub) == legendary)
        #expect(try ids("restricted legendaries") == box && ids("cover legendary") == box)
        #expect(try ids("sub legendaries") == sub && ids("sublegendaries steel") == sub.intersection(DexFacts.typed("steel")))
    }

    @Test func groupsCombineWithOtherWords() throws {
        #expect(try ids("eeveelutions fire") == species("flareon"))
        let galarian = try DexFacts.ids("SELECT id FROM pokemon WHERE name IN ('articuno-galar', 'zapdos-galar', 'moltres-galar')")
        #expect(galarian.count == 3)
        #expect(try ids("galarian legendary birds") == galarian)
        let hit = try #require(try search("legendary birds").hits.first)
        let filters = hit.explanation.compactMap { if case .filters(let filters) = $0 { filters } else { nil } }.flatMap { $0 }
        #expect(filters.contains { $0.alternatives.contains(.entity(kind: .group, text: "legendary birds")) })
    }

    @Test func namesThatBeginLikeAGroupStayNames() throws {
        #expect(try ids("tapu koko") == species("tapu-koko"))
        #expect(try ids("registeel") == species("registeel"))
    }
}
