import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// How the built binary reports what went wrong: one style for every error
/// (`Error: ` and a lower-case start, whoever wrote the message), the
/// command line's hints after the engine's messages, and output it could
/// not write.
@Suite struct MessagesCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    @Test(arguments: [
        ["pikachu", "--limt", "3"], ["list", "--no-form"], ["show"], ["fav", "add"], ["list", "--sort", "cuteness"],
        ["list", "--limit", "0"], ["type:fyyre"], ["show", "nosuch"], ["backpack", "--trainer", "mitsy"],
        ["moves", "--sort", "cost"], ["trainer", "add", " "], ["fav", "ad", "pikachu"], ["--verbose"],
    ])
    func everyErrorHasOneStyle(arguments: [String]) throws {
        let result = try CommandLineRun(arguments, location: location)
        #expect(result.status != 0, "\(arguments)")
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
        let start = first.dropFirst("Error: ".count).first
        #expect(start.map { !$0.isUppercase } == true, "\(arguments): \(first)")
    }

    @Test func theCommandLineAddsItsCommandsToTheEnginesMessages() throws {
        #expect(try run("list", "--limit", "0").stderr.hasPrefix("Error: --limit must be 1 or more, not 0\n"))
        let blank = "Error: nothing to search for: type a name, a type or a filter, e.g. `pokesearch pikachu`, "
            + "or list the whole Pokédex with `pokesearch list`\n"
        // Blank however it is blank: spaces, separators, operators.
        for query in [" ", ",", "|", "\u{200B}"] {
            let result = try run(query)
            #expect(result.status == 64 && result.stderr == blank, "\(query.unicodeScalars.map(\.value)): \(result.stderr)")
        }
        let none = try run("backpack", "--trainer", "ash")
        #expect(none.stderr.hasPrefix("Error: no trainer profile 'ash'; there are none yet: create one with `pokesearch trainer add ash`"))
    }

    @Test func outputThatCannotBeWrittenIsAnError() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let process = Process()
        process.executableURL = CommandLineRun.binary
        process.arguments = ["list", "--limit", "2000", "--db", location.databasePath]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": location.directory]
        let errors = Pipe()
        process.standardOutput = full
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(message == "Error: could not write the output: No space left on device\n", "\(message)")
    }
}
