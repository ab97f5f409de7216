import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Shell completion from the built binary: the scripts offer subcommands,
/// options, sort keys and languages, and the shell's request for trainer
/// names answers with the profiles of the Pokédex.
@Suite struct CompletionCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: [String]) throws -> CommandLineRun {
        try CommandLineRun.Launched(arguments, location: nil, environment: ["HOME": location.directory]).wait()
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func scriptsOfferSubcommandsOptionsSortKeysAndLanguages(shell: String) throws {
        let script = try run(["--generate-completion-script", shell])
        #expect(script.status == 0)
        for word in ["encounter", "backpack", "trainer", "sort", "sp-attack", "capture-rate", "ja-hrkt", "zh-hant", "use"] {
            #expect(script.stdout.contains(word), "\(shell): \(word)")
        }
    }

    @Test func trainerNamesComeFromThePokedex() throws {
        for name in ["misty", "brock"] {
            #expect(try CommandLineRun(["trainer", "add", name], location: location).status == 0)
        }
        let words = ["pokesearch", "fav", "list", "--db", location.databasePath, "--trainer", "m"]
        let answer = try run(["---completion", "fav", "list", "--", "--trainer", "6", "1"] + words)
        #expect(answer.status == 0, "\(answer.stderr)")
        #expect(answer.stdout.split(separator: "\n").map(String.init) == ["misty"])
    }
}
