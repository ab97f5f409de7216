import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

@Suite struct BackpackTests {
    private let noon = Date(timeIntervalSince1970: 1_800_000_000)

    private func setUp() throws -> (Pokedex, String, PokemonResolver) {
        let pokedex = try TestPokedex.fresh()
        return (pokedex, "ash", PokemonResolver(pokedex: pokedex))
    }

    @Test func catchingStoresTheDateAndTime() throws {
        let (pokedex, ash, resolver) = try setUp()
        let backpack = Backpack(pokedex: pokedex, trainer: ash)
        try backpack.catch(resolver.resolve("pikachu"), now: noon)
        #expect(try backpack.caughtAt(25) == noon)
        #expect(try backpack.caughtAt(6) == nil)
        let detail = try PokemonDetail.load(resolver.resolve("25"), trainer: ash, from: pokedex)
        #expect(detail.caughtAt == noon)
    }

    @Test func catchingTwiceIsRefusedAndChangesNothing() throws {
        let (pokedex, ash, resolver) = try setUp()
        let backpack = Backpack(pokedex: pokedex, trainer: ash)
        let pikachu = try resolver.resolve("pikachu")
        try backpack.catch(pikachu, now: noon)
        #expect(throws: TrainerError.alreadyCaught("Pikachu", at: noon)) {
            try backpack.catch(pikachu, now: noon.addingTimeInterval(3600))
        }
        #expect(try backpack.caughtAt(25) == noon)
        #expect("\(TrainerError.alreadyCaught("Pikachu", at: noon))".contains("already in the backpack"))
    }

    @Test func releaseLetsItGoOnce() throws {
        let (pokedex, ash, resolver) = try setUp()
        let backpack = Backpack(pokedex: pokedex, trainer: ash)
        let pikachu = try resolver.resolve("pikachu")
        try backpack.catch(pikachu)
        try backpack.release(pikachu)
        #expect(try backpack.caughtAt(25) == nil)
        #expect(throws: TrainerError.notCaught("Pikachu")) { try backpack.release(pikachu) }
        try backpack.catch(pikachu)
        #expect(try backpack.caughtAt(25) != nil)
    }

    @Test func backpackListsByNumberWithCatchDates() throws {
        let (pokedex, ash, resolver) = try setUp()
        let backpack = Backpack(pokedex: pokedex, trainer: ash)
        for (offset, name) in ["snorlax", "charizard-mega-x", "bulbasaur", "charizard"].enumerated() {
            try backpack.catch(resolver.resolve(name), now: noon.addingTimeInterval(Double(offset) * 60))
        }
        let page = try PokedexListing(pokedex: pokedex).page(ListingRequest(scope: .backpack(ash), pagination: Pagination()))
        #expect(page.entries.map(\.pokemon.id) == [1, 6, 10034, 143])
        #expect(page.entries.map(\.caughtAt) == [120, 180, 60, 0].map { noon.addingTimeInterval($0) })
    }

    @Test func trainersNeverSeeEachOthersCatches() throws {
        let (pokedex, ash, resolver) = try setUp()
        let misty = "misty"
        try Backpack(pokedex: pokedex, trainer: ash).catch(resolver.resolve("pikachu"))
        #expect(try Backpack(pokedex: pokedex, trainer: misty).caughtAt(25) == nil)
        // Misty may catch her own.
        try Backpack(pokedex: pokedex, trainer: misty).catch(resolver.resolve("pikachu"), now: noon)
        let mistys = try PokedexListing(pokedex: pokedex).page(ListingRequest(scope: .backpack(misty), pagination: Pagination()))
        #expect(mistys.entries.map(\.caughtAt) == [noon])
        #expect(try PokemonDetail.load(resolver.resolve("25"), trainer: misty, from: pokedex).caughtAt == noon)
    }
}
