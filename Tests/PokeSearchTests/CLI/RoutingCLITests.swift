import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// How the built binary reads arguments it cannot run as typed: unknown
/// options with no query, mistyped subcommands of subcommands, global
/// options before a subcommand and `--`, numbers with a sign or too many
/// digits, and unknown languages.
@Suite struct RoutingCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun.exactly(arguments, location: location)
    }

    @Test(arguments: [
        (["--verbose"], "unknown option '--verbose'. Did you mean '--version'?"),
        (["--verison"], "unknown option '--verison'. Did you mean '--version'?"),
        (["pikachu", "--verison"], "unknown option '--verison'. Did you mean '--version'?"),
        (["--lmit", "3", "pikachu"], "unknown option '--lmit'. Did you mean '--limit'?"),
        (["--db", "/tmp/x", "--bogus"], "unknown option '--bogus'"),
    ])
    func anUnknownOptionIsNamedWithTheClosest(arguments: [String], message: String) throws {
        let result = try CommandLineRun.exactly(arguments, location: location)
        #expect(result.status == 64)
        #expect(result.stderr == "Error: \(message)\n", "\(arguments)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [
        (["fav", "ad", "pikachu"], "ad", "did you mean `pokesearch fav add`?"),
        (["trainer", "ad", "misty"], "ad", "did you mean `pokesearch trainer add`?"),
        (["fav", "lsit"], "lsit", "did you mean `pokesearch fav list`?"),
        (["trainer", "lst"], "lst", "did you mean `pokesearch trainer list`?"),
        (["help", "shwo"], "shwo", "did you mean `pokesearch help show`?"),
        (["help", "fav", "ad"], "ad", "did you mean `pokesearch help fav add`?"),
        (["--trainer", "misty", "fav", "ad", "pikachu"], "ad", "did you mean `pokesearch fav add`?"),
    ])
    func aMistypedSubcommandOfASubcommandIsSuggested(arguments: [String], typo: String, suggestion: String) throws {
        let result = try CommandLineRun.exactly(arguments, location: location)
        #expect(result.status == 64)
        #expect(result.stderr == "Error: unknown subcommand '\(typo)'; \(suggestion)\n", "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aSubcommandTypedWithoutItsWordIsAskedFor() throws {
        let fav = try run("fav", "pikachu")
        #expect(fav.status == 64 && fav.stderr.contains("`pokesearch fav` takes add, rm, list"), "\(fav.stderr)")
        // `trainer` alone still lists, as its default.
        #expect(try run("trainer").status == 0)
    }

    @Test func versionAsAWordSuggestsTheOption() throws {
        let result = try run("version")
        #expect(result.status == 64)
        #expect(result.stderr.contains("did you mean `pokesearch --version`?"))
        let extra = try run("--version", "extra")
        #expect(extra.status == 64)
        #expect(extra.stderr == "Error: --version takes no arguments but --db PATH: unexpected 'extra'\n")
        #expect(!extra.stderr.contains("global"))
    }

    @Test func globalOptionsBeforeASubcommandStayOptions() throws {
        let moves = try run("--db", location.databasePath, "moves", "--", "thunder")
        #expect(moves.status == 0, "\(moves.stderr)")
        #expect(moves.stdout.contains("Thunderbolt"))
        let named = try run("--db", location.databasePath, "--format", "json", "search", "--", "pikachu")
        #expect(try named.jsonArray().first?["id"] as? Int == 25, "\(named.stderr)")
        let caught = try run("--db", location.databasePath, "--trainer", "misty", "catch", "--", "25")
        #expect(caught.status == 0 && caught.stdout.contains("Pikachu was caught"), "\(caught.stderr)")
        let backpack = try run("--trainer", "misty", "--format", "json", "backpack")
        #expect(try backpack.jsonArray().compactMap { $0["id"] as? Int } == [25])
        let list = try run("--trainer", "misty", "trainer", "list")
        #expect(list.status == 0 && list.stdout.contains("* misty"), "\(list.stderr)")
    }

    @Test func negativeAndHugeNumbersAreReadAsTyped() throws {
        for (arguments, message) in [(["list", "--limit", "-5"], "--limit must be 1 or more, not -5"),
                                     (["list", "--limit=-5"], "--limit must be 1 or more, not -5"),
                                     (["list", "--page", "-1"], "--page counts from 1, not -1"),
                                     (["pikachu", "--limit", "-5"], "--limit must be 1 or more, not -5"),
                                     (["moves", "--offset", "-2"], "--offset must be 0 or more, not -2")] {
            let result = try CommandLineRun.exactly(arguments, location: location)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(arguments): \(result.stderr)")
        }
        let encounter = try run("encounter", "--every", "1s", "--times", "-1")
        #expect(encounter.status == 64 && encounter.stderr.contains("--times must be at least 1, not -1"), "\(encounter.stderr)")
        // The help promises that a large limit returns every match.
        let everything = try run("list", "--limit", "99999999999999999999", "--format", "json")
        #expect(everything.status == 0, "\(everything.stderr)")
        #expect(try everything.jsonArray().count == 1_351)
    }

    @Test func anUnknownLanguageIsAUsageErrorWithTheClosest() throws {
        let result = try run("pikachu", "--lang", "fre")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: unknown language 'fre'; did you mean 'fr'? (known: "), "\(result.stderr)")
    }
}
