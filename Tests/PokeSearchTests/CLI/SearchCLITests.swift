import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `pokesearch QUERY` run as a user would: output formats, options in any
/// position, notes about the query, and errors with a non-zero exit.
@Suite struct SearchCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    private func ids(_ result: CommandLineRun) throws -> [Int] {
        try result.jsonArray().compactMap { $0["id"] as? Int }
    }

    @Test func jsonHasTheStableKeys() throws {
        let result = try run("fire dragon", "--format", "json")
        #expect(result.status == 0)
        let objects = try result.jsonArray()
        #expect(Set(try ids(result)) == [643, 776, 1020, 10034])
        for object in objects {
            #expect(object["name"] is String && object["species_id"] is Int && object["score"] is Double)
            let types = try #require(object["types"] as? [String])
            #expect(types.contains("fire") && types.contains("dragon"))
        }
    }

    @Test func wordsMayStandApartAndNegateWithoutDoubleDash() throws {
        let result = try run("-flying", "fire", "--limit", "500", "--format", "json")
        #expect(result.status == 0)
        let types = try result.jsonArray().compactMap { $0["types"] as? [String] }
        #expect(types.count > 50)
        #expect(types.allSatisfy { $0.contains("fire") && !$0.contains("flying") })
        #expect(try run("search", "mr.", "mime", "--format", "json").jsonArray().first?["id"] as? Int == 122)
    }

    @Test func tableShowsNamesInTheAskedLanguageAndAFooter() throws {
        let result = try run("salameche", "--lang", "fr")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Salamèche"))
        #expect(result.stdout.contains("1–1 of 1 · page 1 of 1"))
        #expect(!result.stdout.contains("\u{1B}"), "no colour when piped")
    }

    @Test func largeLimitsReturnEveryMatchAndPagesFollowOn() throws {
        let all = try ids(run("water", "--limit", "100000", "--format", "json"))
        #expect(all.count > 150)
        let second = try ids(run("water", "--page", "2", "--format", "json"))
        #expect(second == Array(all[20..<40]))
        let offset = try ids(run("water", "--offset", "7", "--limit", "3", "--format", "json"))
        #expect(offset == Array(all[7..<10]))
    }

    @Test func sortingKeepsTheQuery() throws {
        let objects = try run("dragon", "--sort", "speed", "--desc", "--limit", "1000", "--format", "json").jsonArray()
        let speeds = objects.compactMap { $0["speed"] as? Int }
        #expect(speeds.count == objects.count && speeds.count > 50)
        #expect(speeds == speeds.sorted(by: >))
        #expect(objects.allSatisfy { ($0["types"] as? [String])?.contains("dragon") == true })
    }

    @Test func typosAreCorrectedOutLoud() throws {
        let result = try run("charizrd")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Showing results for charizrd → charizard."))
        let json = try run("charizrd", "--format", "json")
        #expect(try ids(json).first == 6)
        #expect(json.stderr.contains("charizrd → charizard"), "notes stay off stdout in JSON")
    }

    @Test func itemsMatchupsAndPhraseTyposOnTheBinary() throws {
        let holders = try run("leftovers", "--explain")
        #expect(holders.status == 0)
        #expect(holders.stdout.contains("Snorlax") && holders.stdout.contains("Munchlax"))
        #expect(holders.stdout.contains("holds item 'leftovers' in the wild (any game)"))
        #expect(holders.stdout.contains("Leftovers is also an item: pokesearch show item:leftovers"))
        #expect(try Set(ids(run("4x weak to ice", "--format", "json"))) == Set(ids(run("weak:ice:4", "--format", "json"))))
        let typo = try run("charmandr evolutions")
        #expect(typo.stdout.contains("Showing results for charmandr → charmander."))
        #expect(typo.stdout.contains("Charizard") && !typo.stdout.contains("Charmander "))
        #expect(try ids(run("pikachu?", "--format", "json")).first == 25)
    }

    @Test func nothingMatchingSaysSoAndSuggests() throws {
        // Too far from any name to be read as one (four edits from Pikachu).
        let farOff = try run("pikaaaaachu")
        #expect(farOff.status == 0)
        #expect(farOff.stdout.contains("No Pokémon match “pikaaaaachu”."))
        // Every word a name, but no Pokémon is all of them: the names are suggested.
        let result = try run("pikachu", "fire")
        #expect(result.status == 0)
        #expect(result.stdout.contains("No Pokémon match “pikachu fire”."))
        #expect(result.stdout.contains("Did you mean Pikachu"))
        #expect(try run("xqzvw", "--format", "json").jsonArray().isEmpty)
    }

    @Test func explainSaysWhyEachResultRanks() throws {
        let result = try run("lucario", "--explain", "--limit", "2")
        #expect(result.stdout.contains("1. Lucario"))
        #expect(result.stdout.contains("exact name match 'lucario' (default form)"))
        #expect(result.stdout.contains("Score"))
    }

    @Test func favoritesRestrictASearch() throws {
        #expect(try run("fav", "add", "pikachu", "raichu", "--trainer", "misty").status == 0)
        #expect(try ids(run("electric", "--favorites", "--trainer", "misty", "--format", "json")) == [25, 26])
        #expect(try ids(run("fire", "--favorites", "--trainer", "misty", "--format", "json")).isEmpty)
        #expect(try ids(run("electric", "--favorites", "--format", "json")).isEmpty, "another trainer's favorites")
        #expect(try ids(run("--favorites", "--trainer", "misty", "--format", "json")) == [25, 26])
    }

    @Test func controlCharactersAreShownNotRun() throws {
        // Would set the window title, ring the bell and clear the screen.
        let attack = "x\u{1B}]0;title\u{7}\u{1B}[2J\u{9B}2J"
        for arguments in [[attack], [attack, "--format", "json"], ["show", attack],
                          ["fav", "add", attack], ["pikachu", "--lang", attack], ["pikachu", "--sort", attack]] {
            let result = try CommandLineRun(arguments, location: location)
            for output in [result.stdout, result.stderr] {
                #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{9B}" },
                        "\(arguments.debugDescription): \(output.debugDescription)")
            }
            #expect((result.stdout + result.stderr).contains("\\e"), "\(arguments.debugDescription) shows the escape")
        }
    }

    @Test(arguments: [
        (["type:fyyre"], "did you mean 'fire'"),
        (["fire", "tpye:water"], "tpye"),
        (["atk>lots"], "atk"),
        ([""], "nothing to search for"),
        (["   "], "nothing to search for"),
        (["\u{1}\u{2}"], "nothing to search for"),
        (["|"], "nothing to search for"),
        ([","], "nothing to search for"),
        (["pikachu", "--lang", "klingon"], "klingon"),
        (["pikachu", "--limit", "0"], "--limit"),
        (["pikachu", "--sort", "cuteness"], "cuteness"),
    ])
    func badInputFailsClearly(arguments: [String], message: String) throws {
        let result = try CommandLineRun(arguments, location: location)
        #expect(result.status != 0)
        #expect(result.stderr.lowercased().contains(message.lowercased()), "\(result.stderr)")
        #expect(!result.stderr.lowercased().contains("sqlite"))
        #expect(result.stdout.isEmpty)
    }
}
