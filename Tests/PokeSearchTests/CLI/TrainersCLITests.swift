import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Trainer profiles from the command line: explicit creation, the current
/// trainer remembered between commands, unknown names refused with the
/// closest ones, favorites said once.
@Suite struct TrainersCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location, environment: environment)
    }

    @Test func readingAnUnknownTrainerIsAnErrorNamingTheClosest() throws {
        #expect(try run("fav", "add", "pikachu", "--trainer", "misty").status == 0)
        for arguments in [["backpack", "--trainer", "mitsy"], ["fav", "list", "--trainer", "mitsy"],
                          ["fire", "--favorites", "--trainer", "mitsy"], ["trainer", "use", "mitsy"]] {
            let result = try CommandLineRun(arguments, location: location)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains("no trainer profile 'mitsy'; did you mean 'misty'?"), "\(arguments): \(result.stderr)")
        }
        // Nothing was created by those reads.
        let trainers = try run("trainer", "list", "--format", "json").jsonArray()
        #expect(trainers.compactMap { $0["name"] as? String } == ["misty"])
        // The unnamed default trainer reads as empty.
        #expect(try run("backpack").stdout.contains("The backpack is empty"))
    }

    @Test func writesCreateAProfileAndSaySo() throws {
        let first = try run("catch", "mew", "--trainer", "brock")
        #expect(first.status == 0 && first.stderr.contains("New trainer profile 'brock'."))
        let second = try run("catch", "pikachu", "--trainer", "brock")
        #expect(second.status == 0 && !second.stderr.contains("New trainer"))
    }

    @Test func trainerAddCreatesOnceAndUseRemembers() throws {
        let add = try run("trainer", "add", "brock")
        #expect(add.status == 0 && add.stdout.contains("Created trainer 'brock'"))
        let again = try run("trainer", "add", "Brock")
        #expect(again.status != 0 && again.stderr.contains("trainer profile 'brock' already exists"))
        let use = try run("trainer", "use", "brock")
        #expect(use.status == 0, "\(use.stderr)")
        let config = location.directory + "/.config/pokesearch/trainer"
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "brock\n")
        // Later commands use brock; the environment and --trainer win over it.
        #expect(try run("fav", "add", "eevee").status == 0)
        #expect(try run("fav", "list", "--trainer", "brock", "--format", "json").jsonArray().compactMap { $0["id"] as? Int } == [133])
        #expect(try run("trainer", "add", "misty").status == 0)
        let fromEnvironment = try run("fav", "list", environment: ["POKESEARCH_TRAINER": "misty"])
        #expect(fromEnvironment.stdout.contains("No favorites yet"))
        let xdg = location.directory + "/xdg"
        #expect(try run("trainer", "use", "misty", environment: ["XDG_CONFIG_HOME": xdg]).status == 0)
        #expect(try String(contentsOfFile: xdg + "/pokesearch/trainer", encoding: .utf8) == "misty\n")
    }

    @Test func aPokemonNamedTwiceIsSaidOnce() throws {
        #expect(try run("fav", "add", "pikachu", "pikachu", "25").stdout == "★ Pikachu\n")
        #expect(try run("fav", "rm", "pikachu", "pikachu").stdout == "☆ Pikachu\n")
        #expect(try run("fav", "rm", "pikachu", "pikachu").stdout == "Pikachu was not a favorite\n")
    }

    @Test func favHelpSaysHowTheTrainerIsChosen() throws {
        let help = try run("fav", "--help").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("the one of --trainer, else $POKESEARCH_TRAINER, else the one `pokesearch trainer use` remembers, else \"default\""),
                "\(help)")
        #expect(!help.contains("\"default\" when omitted"))
    }

    @Test func aFavoriteIsAddedOnce() throws {
        #expect(try run("fav", "add", "pikachu").stdout == "★ Pikachu\n")
        let again = try run("fav", "add", "pikachu", "eevee")
        #expect(again.stdout == "Pikachu is already a favorite\n★ Eevee\n")
    }
}
