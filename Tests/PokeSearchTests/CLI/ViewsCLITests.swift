import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The view commands run as a user would, on a private copy of the Pokédex:
/// output, exit status and error messages.
@Suite struct ViewsCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location, environment: environment)
    }

    @Test func listPagesAsJSON() throws {
        let page2 = try run(["list", "--page", "2", "--format", "json"])
        #expect(page2.status == 0)
        let forty = try run(["list", "--limit", "40", "--format", "json"])
        #expect(try page2.jsonArray().map { $0["id"] as? Int } == Array(try forty.jsonArray().map { $0["id"] as? Int }[20...]))
        let noForms = try run(["list", "--no-forms", "--limit", "3", "--offset", "5", "--format", "json"])
        #expect(try noForms.jsonArray().map { $0["id"] as? Int } == [6, 7, 8])
    }

    @Test func pipedTablesHaveNoColour() throws {
        let list = try run(["list", "--limit", "3"])
        #expect(list.status == 0)
        #expect(!list.stdout.contains("\u{1B}"))
        #expect(list.stdout.contains("Bulbasaur"))
        #expect(list.stdout.contains("1–3 of 1351 · page 1 of 451 · next: --page 2"))
    }

    @Test func favoritesRoundTrip() throws {
        #expect(try run(["fav", "add", "pikachu", "salamèche", "--trainer", "ash"]).status == 0)
        let again = try run(["fav", "add", "pikachu", "--trainer", "ash"])
        #expect(again.status == 0 && again.stdout.contains("already a favorite"))
        let list = try run(["fav", "list", "--trainer", "ash", "--format", "json"])
        #expect(try list.jsonArray().map { $0["id"] as? Int } == [4, 25])
        let others = try run(["fav", "list", "--format", "json"])
        #expect(try others.jsonArray().isEmpty)
    }

    @Test func unknownPokemonFailsWithSuggestions() throws {
        let result = try run(["fav", "add", "pikachoo"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("'pikachoo'") && result.stderr.contains("pikachu"))
        #expect(!result.stderr.lowercased().contains("sqlite"))
    }

    @Test func catchingTwiceIsRefused() throws {
        #expect(try run(["catch", "mew"]).status == 0)
        let twice = try run(["catch", "151"])
        #expect(twice.status != 0)
        #expect(twice.stderr.contains("already in the backpack"))
        let backpack = try run(["backpack", "--format", "json"])
        #expect(try backpack.jsonArray().count == 1)
        let show = try run(["show", "mew"])
        #expect(show.stdout.contains("Caught "))
        #expect(try run(["release", "mew"]).status == 0)
        #expect(try run(["release", "mew"]).status != 0)
    }

    @Test func encounterIsReproducible() throws {
        let first = try run(["encounter", "type:water", "--seed", "7"])
        let second = try run(["encounter", "type:water", "--seed", "7"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("A wild ") && first.stdout.contains("Catch it: pokesearch catch"))
    }

    @Test func trainerDeletionNeedsConfirmation() throws {
        _ = try run(["fav", "add", "pikachu", "--trainer", "brock"])
        let refused = try run(["trainer", "rm", "brock"])
        #expect(refused.status != 0 && refused.stderr.contains("--yes"))
        #expect(try run(["trainer", "list", "--format", "json"]).stdout.contains("brock"))
        #expect(try run(["trainer", "rm", "brock", "--yes"]).status == 0)
        #expect(!(try run(["trainer", "list"]).stdout.contains("brock")))
    }

    @Test(arguments: [["list", "--page", "0"], ["list", "--sort", "colour"], ["list", "--lang", "xx"], ["show", "99999"]])
    func badValuesAreNamed(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(arguments.last!))
    }

    @Test func showAsJSON() throws {
        let result = try run(["show", "glurak", "--format", "json", "--lang", "de"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["id"] as? Int == 6)
        #expect(object["display_name"] as? String == "Glurak")
    }
}
