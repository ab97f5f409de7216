import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The backpack by catch date, the current trainer in `trainer list`,
/// `show --game`, one set of units in JSON: on the built binary.
@Suite struct BackpackGameAndUnitsCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location, environment: environment)
    }

    private func ids(_ result: CommandLineRun) throws -> [Int] {
        try result.jsonArray().compactMap { $0["id"] as? Int }
    }

    @Test func backpackSortsByCatchDateOldestFirstNewestWithDesc() throws {
        let pokedex = try Pokedex(location: location)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        // Caught in this order: Snorlax, Bulbasaur, Pikachu (not Pokédex order).
        for (offset, name) in ["snorlax", "bulbasaur", "pikachu"].enumerated() {
            try Backpack(pokedex: pokedex, trainer: "ash").catch(PokemonResolver(pokedex: pokedex).resolve(name),
                                                                 now: start.addingTimeInterval(Double(offset) * 60))
        }
        #expect(try ids(run("backpack", "--trainer", "ash", "--sort", "caught", "--format", "json")) == [143, 1, 25])
        #expect(try ids(run("backpack", "--trainer", "ash", "--sort", "caught", "--desc", "--format", "json")) == [25, 1, 143])
        #expect(try ids(run("backpack", "--trainer", "ash", "--format", "json")) == [1, 25, 143])
        #expect(try ids(run("backpack", "--trainer", "ash", "--sort", "speed", "--desc", "--format", "json")) == [25, 1, 143])
        let help = try run("backpack", "--help")
        #expect(help.stdout.contains("caught") && help.stdout.contains("newest with --desc"), "\(help.stdout)")
        #expect(!help.stdout.contains("relevance"))
        // `caught` belongs to the backpack only.
        let list = try run("list", "--sort", "caught")
        #expect(list.status == 64, "\(list.stderr)")
    }

    @Test func trainerListMarksTheCurrentTrainer() throws {
        let empty = try run("trainer", "list")
        #expect(empty.stdout.contains("trainer add NAME") && !empty.stdout.contains("first use"), "\(empty.stdout)")
        #expect(try run("trainer", "add", "misty").status == 0)
        #expect(try run("trainer", "add", "brock").status == 0)
        #expect(try run("trainer", "use", "misty").status == 0)
        let lines = try run("trainer", "list").stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("* misty") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  brock") }, "\(lines)")
        let fromEnvironment = try run("trainer", "list", environment: ["POKESEARCH_TRAINER": "brock"]).stdout
        #expect(fromEnvironment.contains("* brock"), "\(fromEnvironment)")
    }

    @Test func showGameListsThatGamesMoves() throws {
        let red = try run("show", "pikachu", "--game", "red", "--format", "json")
        #expect(red.status == 0, "\(red.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(red.stdout.utf8)) as? [String: Any])
        #expect(object["game"] as? String == "red-blue")
        let learnset = try #require(object["learnset"] as? [[String: Any]])
        let names = Set(learnset.compactMap { $0["name"] as? String })
        // Thunder Wave at level 9 in Red and Blue; Nuzzle came in generation 6.
        #expect(names.contains("thunder-wave") && !names.contains("nuzzle"), "\(names)")
        #expect(learnset.contains { $0["name"] as? String == "thunder-wave" && $0["level"] as? Int == 9 })
        let latest = try run("show", "pikachu", "--format", "json")
        let latestObject = try #require(try JSONSerialization.jsonObject(with: Data(latest.stdout.utf8)) as? [String: Any])
        // Without --game: the latest game it learns moves by level in (not a spin-off listed later).
        #expect(latestObject["game"] as? String == "scarlet-violet")
        #expect((latestObject["learnset"] as? [[String: Any]])?.contains { $0["name"] as? String == "nuzzle" } == true)
        // Group names, spaces and case work; a Pokémon not in that game says so.
        #expect(try run("show", "pikachu", "--game", "Sword Shield").stdout.contains("Moves in Sword / Shield"))
        #expect(try run("show", "sprigatito", "--game", "red-blue").stdout.contains("None: it is not in this game."))
        let unknown = try run("show", "pikachu", "--game", "scarlet-violett")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no game is called 'scarlet-violett'; did you mean 'scarlet-violet'"), "\(unknown.stderr)")
    }

    @Test func everyJSONOutputGivesMetresAndKilograms() throws {
        #expect(try run("catch", "snorlax", "--trainer", "ash").status == 0)
        let outputs = [try run("snorlax", "--format", "json", "--limit", "1").jsonArray(),
                       try run("list", "--offset", "0", "--limit", "1", "--format", "json").jsonArray(),
                       try run("backpack", "--trainer", "ash", "--format", "json").jsonArray()]
        for objects in outputs {
            let object = try #require(objects.first)
            #expect(object["height_m"] is Double && object["weight_kg"] is Double, "\(object)")
            #expect(object["height"] == nil && object["weight"] == nil, "\(object)")
        }
        let snorlax = try #require(outputs[0].first)
        #expect(snorlax["height_m"] as? Double == 2.1 && snorlax["weight_kg"] as? Double == 460)
        let show = try run("show", "snorlax", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(object["height_m"] as? Double == 2.1 && object["weight_kg"] as? Double == 460)
        let help = try run("show", "--help").stdout
        #expect(help.contains("one object (not an array)") && help.contains("height_m"), "\(help)")
    }
}
