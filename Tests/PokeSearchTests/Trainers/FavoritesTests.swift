import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

@Suite struct FavoritesTests {
    @Test func addingTwiceIsHarmlessAndRemovingWorks() throws {
        let pokedex = try TestPokedex.fresh()
        let favorites = Favorites(pokedex: pokedex)
        let refs = try PokemonResolver(pokedex: pokedex).resolveAll(["pikachu", "6"])
        #expect(try favorites.add(refs).map(\.id) == [25, 6])
        #expect(try favorites.add(refs).isEmpty)
        #expect(try favorites.ids() == [6, 25])
        #expect(try favorites.remove([refs[0]]).map(\.id) == [25])
        #expect(try favorites.remove([refs[0]]).isEmpty)
        #expect(try favorites.ids() == [6])
    }

    @Test func listingFavoritesIsSortedAndPaged() throws {
        let pokedex = try TestPokedex.fresh()
        let trainer = "ash"
        try Favorites(pokedex: pokedex, trainer: trainer)
            .add(PokemonResolver(pokedex: pokedex).resolveAll(["snorlax", "pikachu", "bulbasaur", "mewtwo"]))
        let listing = PokedexListing(pokedex: pokedex)
        let byNumber = try listing.page(ListingRequest(scope: .favorites(trainer), pagination: Pagination()))
        #expect(byNumber.entries.map(\.pokemon.id) == [1, 25, 143, 150])
        let bySpeed = try listing.page(ListingRequest(scope: .favorites(trainer), sort: .speed, descending: true,
                                                      pagination: Pagination(page: 1, limit: 3)))
        #expect(bySpeed.entries.map(\.pokemon.id) == [150, 25, 1])
        #expect(bySpeed.total == 4 && bySpeed.hasMore)
    }

    @Test func trainersNeverSeeEachOthersFavorites() throws {
        let pokedex = try TestPokedex.fresh()
        let profiles = TrainerProfiles(pokedex: pokedex)
        let ash = try profiles.profile(named: "ash"), misty = try profiles.profile(named: "misty")
        let resolver = PokemonResolver(pokedex: pokedex)
        try Favorites(pokedex: pokedex, trainer: ash.name).add([resolver.resolve("pikachu")])
        try Favorites(pokedex: pokedex, trainer: misty.name).add([resolver.resolve("starmie")])
        #expect(try Favorites(pokedex: pokedex, trainer: ash.name).ids() == [25])
        #expect(try Favorites(pokedex: pokedex, trainer: misty.name).ids() == [121])
        let listing = PokedexListing(pokedex: pokedex)
        #expect(try listing.page(ListingRequest(scope: .favorites(misty.name), pagination: Pagination())).entries.map(\.pokemon.id) == [121])
        // The search engine's `favoritesOf` sees the same split.
        let search = SearchEngine(pokedex: pokedex)
        #expect(try search.search(SearchRequest(query: "", favoritesOf: "ash")).hits.map(\.pokemon.id) == [25])
        #expect(try search.search(SearchRequest(query: "", favoritesOf: "brock")).hits.isEmpty)
    }
}
