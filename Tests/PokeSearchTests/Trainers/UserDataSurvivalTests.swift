import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Favorites and catches live beside the Pokédex: an import replaces the
/// Pokédex file whole, whether it completes or fails, and never the user file.
@Suite struct UserDataSurvivalTests {
    private let noon = Date(timeIntervalSince1970: 1_800_000_000)

    /// Favorites Mr. Mime and catches Ditto for "ash" at `location`: both are
    /// in the test fixture dump too.
    private func seed(_ location: PokedexLocation) throws {
        let pokedex = try Pokedex(location: location)
        let ash = "ash"
        let resolver = PokemonResolver(pokedex: pokedex)
        try Favorites(pokedex: pokedex, trainer: ash).add([resolver.resolve("mr-mime")])
        try Backpack(pokedex: pokedex, trainer: ash).catch(resolver.resolve("ditto"), now: noon)
    }

    private func expectSeeded(_ location: PokedexLocation) throws {
        let pokedex = try Pokedex(location: location)
        let ash = "ash"
        #expect(try Favorites(pokedex: pokedex, trainer: ash).ids() == [122])
        #expect(try Backpack(pokedex: pokedex, trainer: ash).caughtAt(132) == noon)
        let favorites = try PokedexListing(pokedex: pokedex).page(ListingRequest(scope: .favorites(ash), pagination: Pagination()))
        #expect(favorites.entries.map(\.pokemon.name) == ["mr-mime"])
    }

    @Test func userDataSurvivesAReimport() throws {
        let location = try TestPokedex.freshLocation()
        try seed(location)
        let dump = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/api-data").path
        _ = try DumpImporter(dumpPath: dump, without: [.move]).importDump(into: location)
        try expectSeeded(location)
        try DefaultDataset.install(at: location)
        try expectSeeded(location)
    }

    @Test func userDataSurvivesAFailedImport() throws {
        let location = try TestPokedex.freshLocation()
        try seed(location)
        let bogus = URL(fileURLWithPath: location.directory).appendingPathComponent("not-a-dump").path
        try FileManager.default.createDirectory(atPath: bogus, withIntermediateDirectories: true)
        #expect(throws: (any Error).self) {
            try DumpImporter(dumpPath: bogus).importDump(into: location)
        }
        try expectSeeded(location)
    }
}
