import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// ★ before a trainer's favorites in search, list, backpack and `show`, and
/// `"favorite"` in their JSON, for a trainer that exists; marking only reads.
@Suite struct FavoriteMarksCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location, environment: environment)
    }

    @Test func aTrainerThatDoesNotExistMarksNothingNotEveryPokemonFalse() throws {
        #expect(try run("fav", "add", "pikachu", "--trainer", "ash").status == 0)
        for trainer in ["nobody", "default"] {
            let json = try run("pikachu", "--format", "json", "--limit", "2", "--trainer", trainer).jsonArray()
            #expect(json.count == 2 && json.allSatisfy { $0["favorite"] == nil }, "\(trainer)")
            let show = try run("show", "pikachu", "--format", "json", "--trainer", trainer)
            #expect(!show.stdout.contains("\"favorite\""), "\(trainer)")
        }
        let ash = try run("pikachu", "--format", "json", "--limit", "2", "--trainer", "ash").jsonArray()
        #expect(ash.compactMap { $0["favorite"] as? Bool } == [true, false])
    }

    @Test func favoritesAreStarredWhereverTheyAreShown() throws {
        #expect(try run("fav", "add", "pikachu", "--trainer", "ash").status == 0)
        #expect(try run("catch", "pikachu", "--trainer", "ash").status == 0)
        #expect(try run("catch", "raichu", "--trainer", "ash").status == 0)
        for arguments in [["pikachu", "--limit", "3"], ["list", "--no-forms", "--offset", "24", "--limit", "2"], ["backpack"]] {
            let table = try CommandLineRun(arguments + ["--trainer", "ash"], location: location)
            #expect(table.status == 0, "\(arguments): \(table.stderr)")
            #expect(table.stdout.contains("★ Pikachu"), "\(arguments): \(table.stdout)")
            #expect(!table.stdout.contains("★ Raichu") && !table.stdout.contains("★ Pikachu Belle"), "\(arguments)")
        }
        let show = try run("show", "pikachu", "--trainer", "ash")
        #expect(show.stdout.hasPrefix("★ Pikachu  #25"), "\(show.stdout.prefix(80))")
        #expect(!(try run("show", "raichu", "--trainer", "ash").stdout.contains("★")))
        // The environment names the trainer too.
        #expect(try run("pikachu", "--limit", "1", environment: ["POKESEARCH_TRAINER": "ash"]).stdout.contains("★ Pikachu"))
        // No trainer named: the unnamed default's favorites, once it has any.
        #expect(!(try run("charizard", "--limit", "1").stdout.contains("★")))
        #expect(try run("fav", "add", "charizard").status == 0)
        #expect(try run("charizard", "--limit", "1").stdout.contains("★ Charizard"))
        #expect(try run("charizard", "--limit", "1", "--format", "json").jsonArray().first?["favorite"] as? Bool == true)
        #expect(!(try run("pikachu", "--limit", "1").stdout.contains("★")))
    }

    @Test func jsonSaysFavoriteOnlyWhenATrainerIsKnown() throws {
        #expect(try run("fav", "add", "pikachu", "--trainer", "ash").status == 0)
        let marked = try run("pikachu", "--limit", "2", "--format", "json", "--trainer", "ash").jsonArray()
        #expect(marked.map { $0["favorite"] as? Bool } == [true, false])
        let listed = try run("list", "--no-forms", "--offset", "24", "--limit", "1", "--format", "json", "--trainer", "ash").jsonArray()
        #expect(listed.first?["favorite"] as? Bool == true)
        let show = try run("show", "pikachu", "--format", "json", "--trainer", "ash")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(object["favorite"] as? Bool == true)
        // No trainer chosen: no key, no star.
        let plain = try run("pikachu", "--limit", "1", "--format", "json").jsonArray()
        #expect(plain.first?["favorite"] == nil)
        #expect(!(try run("pikachu", "--limit", "1").stdout.contains("★")))
    }

    @Test func markingNeverCreatesUserDataOrAProfile() throws {
        let userData = location.userDataPath
        #expect(try run("pikachu", "--limit", "1", environment: ["POKESEARCH_TRAINER": "gary"]).status == 0)
        #expect(try run("show", "pikachu", environment: ["POKESEARCH_TRAINER": "gary"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: userData))
        // Marks only decorate: an unknown profile marks nothing and is not created
        // (the commands about a trainer's Pokémon, like `backpack`, refuse it).
        #expect(try run("trainer", "add", "misty").status == 0)
        #expect(try run("fav", "add", "pikachu", "--trainer", "misty").status == 0)
        let typo = try run("pikachu", "--limit", "1", "--trainer", "mitsy")
        #expect(typo.status == 0 && !typo.stdout.contains("★"), "\(typo.stderr)")
        #expect(try run("backpack", "--trainer", "mitsy").stderr.contains("did you mean 'misty'?"))
        let trainers = try run("trainer", "list", "--format", "json").jsonArray()
        #expect(trainers.compactMap { $0["name"] as? String } == ["misty"])
    }
}
