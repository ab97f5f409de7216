import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The search's own argument reader (`QuickSearchArguments`, which spares a
/// search ArgumentParser's start-up) reads every search as ArgumentParser
/// does, and its written-out option list is the declared one: the debug
/// binary run with `POKESEARCH_CHECK_ROUTING` parses each search both ways
/// and stops on the first difference (`RoutingSelfCheck`).
@Suite struct QuickRoutingCLITests {
    /// Every option of the search, spelled both ways, alone and together, with
    /// the numbers ArgumentParser reads in its own way (signs, zeros).
    static let searches: [[String]] = [
        ["pikachu"], ["fire", "dragon"], ["charizrd"],
        ["fire", "--limit", "3"], ["fire", "--limit=3"], ["fire", "--limit", "+3"], ["fire", "--limit", "007"],
        ["fire", "--offset", "5"], ["fire", "--offset=0"], ["fire", "--page", "2", "--limit", "4"], ["fire", "--page=3"],
        ["fire", "--sort", "attack"], ["fire", "--sort=speed", "--asc"], ["fire", "--sort", "name", "--desc"],
        ["fire", "--format", "json"], ["fire", "--format=plain"], ["dracaufeu", "--lang", "fr"], ["fire", "--lang=ja"],
        ["fire", "--explain"], ["fire", "--favorites", "--trainer", "ash"], ["fire", "--trainer=ash"],
        ["fire", "--game", "red"], ["fire", "--game=sword-shield"],
        ["--limit", "2", "--sort", "hp", "--desc", "--format", "json", "--lang", "de", "--explain", "water"],
        ["water", "--limit", "-1"], ["water", "--sort", "nonsense"], ["water", "--limit", "2", "--limit", "3"],
    ]

    @Test func theQuickReaderAgreesWithArgumentParserOnEverySearch() async throws {
        let location = try TestPokedex.freshLocation()
        try #require(try CommandLineRun(["trainer", "add", "ash"], location: location).status == 0)
        let results = try await CommandLineRun.all(Self.searches.map { arguments in
            { try CommandLineRun(arguments, location: location, environment: ["POKESEARCH_CHECK_ROUTING": "1"]) }
        }, parallelism: 2)
        for (arguments, run) in zip(Self.searches, results) {
            // A difference stops the process (precondition); a refusal is ArgumentParser's, in words.
            #expect(run.reason == .exit, "\(arguments): \(run.stderr.prefix(600))")
            #expect(run.status == 0 || (run.status == 64 && run.stderr.hasPrefix("Error: ")), "\(arguments): \(run.status) \(run.stderr.prefix(300))")
        }
        #expect(results.filter { $0.status == 0 }.count >= Self.searches.count - 3)
    }
}
