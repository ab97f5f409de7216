import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The encounter-catch loop on the built binary: a short card, `catch`
/// without a name catching the Pokémon just met (in another process), and
/// `--every` with `c` + Enter on standard input.
@Suite struct EncounterCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    @Test func anEncounterIsACardAndCatchWithoutANameCatchesIt() throws {
        let met = try run("encounter", "--seed", "7", "--trainer", "misty")
        #expect(met.status == 0, "\(met.stderr)")
        let lines = met.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("A wild Karrablast appeared!  #588  Bug") == true)
        #expect(met.stdout.contains("HP 50 · Atk 75 · Def 45 · SpA 40 · SpD 45 · Spe 60 · Total 315"))
        #expect(met.stdout.contains("Clamping Pokémon"))
        #expect(met.stdout.hasSuffix("Catch it: pokesearch catch\n"))
        #expect(lines.count < 12, "\(met.stdout)")
        #expect(!met.stdout.contains("Base stats"))
        #expect(try run("encounter", "--seed", "7", "--full").stdout.contains("Base stats"))

        let caught = try run("catch", "--trainer", "misty")
        #expect(caught.status == 0 && caught.stdout.hasPrefix("Gotcha! Karrablast was caught"), "\(caught.stderr)")
        #expect(try run("catch", "--trainer", "misty").stderr.contains("Karrablast is already in the backpack"))
        // Another trainer met nothing yet; catching by name still works.
        #expect(try run("trainer", "add", "brock").status == 0)
        let nothing = try run("catch", "--trainer", "brock")
        #expect(nothing.status == 64 && nothing.stderr.contains("no Pokémon met yet"))
        #expect(try run("catch", "mr", "mime", "--trainer", "brock").status == 0)
    }

    @Test func meetingCreatesNoProfileAndTheFirstCatchClaimsTheEncounter() throws {
        let met = try run("encounter", "--seed", "7")
        #expect(met.status == 0, "\(met.stderr)")
        #expect(!met.stderr.contains("New trainer profile"))
        #expect(try run("trainer", "list", "--format", "json").jsonArray().isEmpty, "no `default` profile")
        #expect(try run("pikachu", "--format", "json", "--limit", "1").jsonArray().first?["favorite"] == nil)
        // Catching it creates the profile, says so, and catches the one met.
        let caught = try run("catch")
        #expect(caught.status == 0 && caught.stdout.hasPrefix("Gotcha! Karrablast was caught"), "\(caught.stderr)")
        #expect(caught.stderr.contains("New trainer profile 'default'."))
        #expect(try run("trainer", "list", "--format", "json").jsonArray().compactMap { $0["name"] as? String } == ["default"])
        // Once it exists, its encounters are its own.
        #expect(try run("encounter", "--seed", "1").status == 0)
        #expect(try run("catch").stdout.hasPrefix("Gotcha! Passimian was caught"))
    }

    @Test func everyIntervalMeetsAgainAndCCatches() throws {
        let process = Process()
        process.executableURL = CommandLineRun.binary
        process.arguments = ["encounter", "--every", "1s", "--times", "2", "--seed", "1", "--trainer", "ash",
                             "--db", location.databasePath]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": location.directory]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.3)
        input.fileHandleForWriting.write(Data("c\n".utf8))
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.components(separatedBy: "A wild ").count == 3, "\(text)")
        #expect(text.contains("Type c and Enter to catch it"))
        #expect(text.contains("Gotcha! Passimian was caught."))
        let backpack = try run("backpack", "--trainer", "ash", "--format", "json").jsonArray()
        #expect(backpack.compactMap { $0["id"] as? Int } == [766])
    }
}
