import Testing
@testable import PokeSearch
import PokeSearchTestSupport

@Suite struct RandomEncounterTests {
    private func meet(_ query: String = "", seed: UInt64?) throws -> PokemonReference {
        try RandomEncounter(pokedex: TestPokedex.shared()).meet(query: query, seed: seed)
    }

    @Test func aSeedMeetsTheSamePokemonEveryTime() throws {
        for seed: UInt64 in [0, 1, 42, .max] {
            #expect(try meet(seed: seed) == (try meet(seed: seed)))
        }
    }

    @Test func seedsSpreadOverTheDex() throws {
        let met = Set(try (0..<40).map { try meet(seed: UInt64($0)).id })
        #expect(met.count > 30)
        #expect(met.allSatisfy { $0 <= 1025 })  // default forms only
    }

    @Test func filtersNarrowWhatAppears() throws {
        let pokedex = try TestPokedex.shared()
        for seed: UInt64 in 0..<15 {
            let met = try meet("type:water", seed: seed)
            let types = try PokemonDetail.load(met, from: pokedex).types.map(\.name)
            #expect(types.contains("water"), "seed \(seed) met \(met.name)")
        }
    }

    @Test func noMatchIsAnError() throws {
        #expect { try meet("type:water type:fire type:grass", seed: 1) } throws: { error in
            error as? CatalogError == .nothingToEncounter("type:water type:fire type:grass")
        }
    }

    @Test func generatorIsSplitMix64() {
        // Reference values of SplitMix64 seeded with 0.
        var generator = SeededGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
