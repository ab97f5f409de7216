import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

@Suite struct TrainerProfilesTests {
    @Test func profilesAreCreatedOnFirstUseAndListed() throws {
        let pokedex = try TestPokedex.fresh()
        let profiles = TrainerProfiles(pokedex: pokedex)
        #expect(try profiles.all().isEmpty)
        let ash = try profiles.profile(named: "Ash")
        #expect(try profiles.profile(named: "ash") == ash)
        _ = try profiles.profile(named: "misty")
        #expect(try profiles.all().map(\.name) == ["Ash", "misty"])
        #expect(try profiles.existing(named: "brock") == nil)
    }

    @Test func deletingRemovesItsFavoritesAndCatchesOnly() throws {
        let pokedex = try TestPokedex.fresh()
        let profiles = TrainerProfiles(pokedex: pokedex)
        let resolver = PokemonResolver(pokedex: pokedex)
        let pikachu = try resolver.resolve("pikachu")
        let ash = try profiles.profile(named: "ash")
        let misty = try profiles.profile(named: "misty")
        for trainer in [ash, misty] {
            try Favorites(pokedex: pokedex, trainer: trainer.name).add([pikachu])
            try Backpack(pokedex: pokedex, trainer: trainer.name).catch(pikachu)
        }
        let deleted = try profiles.delete(named: "ASH")
        #expect(deleted.favorites == 1 && deleted.catches == 1)
        #expect(try profiles.all().map(\.name) == ["misty"])
        #expect(try Favorites(pokedex: pokedex, trainer: misty.name).ids() == [25])
        #expect(try Backpack(pokedex: pokedex, trainer: misty.name).caughtAt(25) != nil)
        // A new profile with the same name starts empty.
        let again = try profiles.profile(named: "ash")
        #expect(try Favorites(pokedex: pokedex, trainer: again.name).ids().isEmpty)
        #expect(try Backpack(pokedex: pokedex, trainer: again.name).caughtAt(25) == nil)
    }

    @Test func readingNeverCreatesAProfileNorTheUserDataFile() throws {
        let pokedex = try TestPokedex.fresh()
        let misty = "misty"
        #expect(try TrainerProfiles(pokedex: pokedex).all().isEmpty)
        #expect(try TrainerProfiles(pokedex: pokedex).existing(named: misty) == nil)
        #expect(try Favorites(pokedex: pokedex, trainer: misty).ids().isEmpty)
        #expect(try Backpack(pokedex: pokedex, trainer: misty).caughtAt(25) == nil)
        let listing = PokedexListing(pokedex: pokedex)
        #expect(try listing.page(ListingRequest(scope: .favorites(misty), pagination: Pagination())).entries.isEmpty)
        #expect(try listing.page(ListingRequest(scope: .backpack(misty), pagination: Pagination())).total == 0)
        #expect(try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "", favoritesOf: misty)).hits.isEmpty)
        let pikachu = try PokemonResolver(pokedex: pokedex).resolve("pikachu")
        #expect(try PokemonDetail.load(pikachu, trainer: misty, from: pokedex).caughtAt == nil)
        #expect(!FileManager.default.fileExists(atPath: pokedex.location.userDataPath))

        // Once the file exists, reading an unknown trainer still adds no profile.
        try Favorites(pokedex: pokedex, trainer: "ash").add([pikachu])
        #expect(try Favorites(pokedex: pokedex, trainer: misty).ids().isEmpty)
        #expect(try PokemonDetail.load(pikachu, trainer: misty, from: pokedex).caughtAt == nil)
        #expect(try TrainerProfiles(pokedex: pokedex).all().map(\.name) == ["ash"])
    }

    @Test func onlyAdditionsAndCatchesCreateProfiles() throws {
        let pokedex = try TestPokedex.fresh()
        let pikachu = try PokemonResolver(pokedex: pokedex).resolve("pikachu")
        #expect(throws: TrainerError.notCaught("Pikachu")) { try Backpack(pokedex: pokedex, trainer: "brock").release(pikachu) }
        #expect(try Favorites(pokedex: pokedex, trainer: "brock").remove([pikachu]).isEmpty)
        try Backpack(pokedex: pokedex, trainer: "ash").catch(pikachu)
        try Favorites(pokedex: pokedex, trainer: "misty").add([pikachu])
        #expect(try TrainerProfiles(pokedex: pokedex).all().map(\.name) == ["ash", "misty"])
    }

    @Test func deletingAnUnknownProfileNamesTheKnownOnes() throws {
        let profiles = TrainerProfiles(pokedex: try TestPokedex.fresh())
        _ = try profiles.profile(named: "misty")
        #expect { try profiles.delete(named: "brock") } throws: { error in
            error as? TrainerError == .unknownTrainer("brock", known: ["misty"])
        }
    }

    @Test(arguments: ["", "   ", String(repeating: "x", count: 41), "a\u{7}b"])
    func badNamesAreRefused(name: String) throws {
        let profiles = TrainerProfiles(pokedex: try TestPokedex.fresh())
        #expect(throws: TrainerError.invalidTrainerName(name)) { try profiles.profile(named: name) }
    }
}
