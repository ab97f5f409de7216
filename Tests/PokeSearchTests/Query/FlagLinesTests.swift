import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The flags the dump does not mark, on the default dex: `starter` (each
/// region's first partners, their whole evolution chains, and Let's Go's
/// partner Pikachu and Eevee), `pseudo-legendary`, `ultra-beast` and `fossil`. Expected sets come
/// from the Pokédex tables, from the first stages' names.
@Suite struct FlagLinesTests: DefaultDexSearching {
    /// Every Pokémon of the evolution chains of the species `firstStages`.
    private func chains(of firstStages: [String]) throws -> Set<Int> {
        let names = firstStages.map { "'\($0)'" }.joined(separator: ", ")
        return try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id
             WHERE s.evolution_chain_id IN (SELECT evolution_chain_id FROM species WHERE name IN (\(names)))
            """)
    }

    private static let firstPartners = [
        "bulbasaur", "charmander", "squirtle", "chikorita", "cyndaquil", "totodile", "treecko", "torchic", "mudkip",
        "turtwig", "chimchar", "piplup", "snivy", "tepig", "oshawott", "chespin", "fennekin", "froakie",
        "rowlet", "litten", "popplio", "grookey", "scorbunny", "sobble", "sprigatito", "fuecoco", "quaxly",
    ]

    private static let pseudoLegendaryFirstStages = [
        "dratini", "larvitar", "bagon", "beldum", "gible", "deino", "goomy", "jangmo-o", "dreepy", "frigibax",
    ]

    @Test(arguments: ["starters", "starter", "Starter Pokémon", "first partners", "is:starter"])
    func startersAreTheFirstPartnersWholeLines(query: String) throws {
        let partners = try DexFacts.ids("SELECT id FROM pokemon WHERE name IN ('pikachu-starter', 'eevee-starter')")
        #expect(partners.count == 2)
        #expect(try ids(query) == chains(of: Self.firstPartners).union(partners), "\(query)")
    }

    @Test func startersCombineWithOtherWords() throws {
        let starters = try ids("starters")
        #expect(try ids("fire starters") == starters.intersection(DexFacts.typed("fire")))
        #expect(try ids("starter pikachu") == DexFacts.ids("SELECT id FROM pokemon WHERE name = 'pikachu-starter'"))
        #expect(try ids("water not starter") == DexFacts.typed("water").subtracting(starters))
        #expect(try ids("partner pikachu").isSuperset(of: ids("starter pikachu")), "the form's own name still finds it")
    }

    @Test(arguments: ["pseudo legendary", "pseudo-legendary", "pseudo legendaries", "pseudos", "is:pseudo-legendary"])
    func pseudoLegendariesAreTheTenLines(query: String) throws {
        #expect(try ids(query) == chains(of: Self.pseudoLegendaryFirstStages), "\(query)")
    }

    @Test(arguments: ["ultra beasts", "ultra beast", "ub", "is:ultra-beast"])
    func ultraBeastsAreTheElevenOfAlola(query: String) throws {
        let beasts = try DexFacts.species("nihilego", "buzzwole", "pheromosa", "xurkitree", "celesteela", "kartana", "guzzlord",
                                          "poipole", "naganadel", "stakataka", "blacephalon")
        #expect(beasts.count >= 11)
        #expect(try ids(query) == beasts, "\(query)")
    }

    @Test(arguments: ["fossils", "fossil pokemon", "is:fossil", "化石"])
    func fossilsAreTheRevivedLines(query: String) throws {
        let revived = try chains(of: ["omanyte", "kabuto", "aerodactyl", "lileep", "anorith", "cranidos", "shieldon", "tirtouga",
                                      "archen", "tyrunt", "amaura"])
            .union(DexFacts.species("dracozolt", "arctozolt", "dracovish", "arctovish"))
        #expect(revived.count >= 26)
        #expect(try ids(query) == revived, "\(query)")
        #expect(try ids("water fossils") == revived.intersection(DexFacts.typed("water")))
    }

    /// A fossil named is the Pokémon revived from it, as an evolution stone is those it evolves.
    @Test(arguments: [
        ("helix fossil", ["omanyte"]), ("old amber", ["aerodactyl"]), ("fossilized bird", ["dracozolt", "arctozolt"]),
        ("nautile", ["omanyte"]),  // Helix Fossil in French
    ])
    func aFossilIsThePokemonRevivedFromIt(query: String, species: [String]) throws {
        let expected = try species.reduce(into: Set<Int>()) { $0.formUnion(try DexFacts.species($1)) }
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
    }

    /// What makes a line pseudo-legendary, read from the tables: three
    /// stages, and a final default form of 600 base points.
    @Test func eachPseudoLegendaryLineEndsAt600() throws {
        let finals = try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id
             WHERE p.is_default = 1 AND p.total = 600
               AND s.evolves_from_species_id IN (SELECT id FROM species WHERE evolves_from_species_id IS NOT NULL)
            """)
        let lines = try chains(of: Self.pseudoLegendaryFirstStages)
        #expect(lines.count >= 30)
        #expect(lines.intersection(finals).count == Self.pseudoLegendaryFirstStages.count)
        #expect(try ids("pseudo legendary").isDisjoint(with: ids("legendary")))
    }
}
