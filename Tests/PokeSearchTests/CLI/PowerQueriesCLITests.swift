import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// What competitive players type, run as they would on the built binary:
/// abbreviations in the entity commands (after `--` too) and as filters,
/// nicknames, two typos and ignored words, with the notices that say so.
@Suite struct PowerQueriesCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    @Test func entityCommandsReadWordsAfterTheTerminatorAsSearchDoes() throws {
        // `exactly`: the Pokédex through the environment, so that nothing follows the words after `--`.
        for arguments in [["moves", "--format", "json", "--", "hjk"], ["moves", "--", "hjk"], ["moves", "hjk", "--format", "json"]] {
            let run = try CommandLineRun.exactly(arguments, location: location)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            if !arguments.contains("json") {
                #expect(run.stdout.contains("High Jump Kick") && !run.stdout.contains("--"), "\(run.stdout)")
            } else {
                #expect(try run.jsonArray().first?["name"] as? String == "high-jump-kick", "\(arguments)")
            }
        }
    }

    @Test func anAbbreviationExplainsHowItMatched() throws {
        let json = try run("moves", "twave", "--format", "json", "--explain")
        let first = try #require(try json.jsonArray().first)
        #expect(first["name"] as? String == "thunder-wave" && first["match"] as? String == "abbreviation")
    }

    @Test func abbreviatedMovesFilterPokemonWithANotice() throws {
        let table = try run("prankster,", "twave")
        #expect(table.status == 0)
        #expect(table.stdout.contains("Showing results for twave → thunder wave."), "\(table.stdout)")
        #expect(table.stdout.contains("Sableye"))
    }

    @Test func nicknamesAndTwoTypos() throws {
        #expect(try run("ttar", "--format", "json").jsonArray().first?["name"] as? String == "tyranitar")
        #expect(try run("lando-t", "--format", "json").jsonArray().first?["name"] as? String == "landorus-therian")
        let pikaku = try run("pikaku")
        #expect(pikaku.stdout.contains("Showing results for pikaku → pikachu."), "\(pikaku.stdout)")
    }

    @Test func wordsThatMatchNothingAreNamedAsIgnored() throws {
        let abilities = try run("abilities", "gimme", "rain")
        #expect(abilities.status == 0)
        #expect(abilities.stdout.contains("Ignored \u{201C}gimme\u{201D} (it matches nothing)."), "\(abilities.stdout)")
        #expect(abilities.stdout.contains("Drizzle"))
        let json = try run("fire", "xqzvw", "--format", "json")
        #expect(json.stderr.contains("Ignored \u{201C}xqzvw\u{201D}"), "\(json.stderr)")
        #expect(try !json.jsonArray().isEmpty)
    }
}
