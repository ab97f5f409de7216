import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `natures`, `show nature:…`, `show`'s "Where to find", `--game` and the
/// move classes, run as a user would on the built binary.
@Suite struct PowerClassesCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    @Test func naturesAsATableAndShown() throws {
        let table = try run("natures", "speed")
        #expect(table.status == 0)
        for name in ["Timid", "Hasty", "Jolly", "Naive"] { #expect(table.stdout.contains(name)) }
        #expect(table.stdout.contains("raises") && table.stdout.contains("lowers") && table.stdout.contains("Attack"))
        let shown = try run("show", "nature:timid", "--lang", "fr")
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Timide") && shown.stdout.contains("raises Vitesse") && shown.stdout.contains("lowers Attaque"))
        let json = try run("natures", "lowers:attack", "--format", "json")
        #expect(try Set(json.jsonArray().compactMap { $0["name"] as? String }) == ["bold", "timid", "modest", "calm"])
    }

    @Test func showSaysWhereToFindPerGame() throws {
        let shown = try run("show", "clefairy")
        #expect(shown.status == 0)
        let section = try #require(shown.stdout.components(separatedBy: "Where to find").last)
        #expect(section.contains("Red") && section.contains("Mount Moon") && section.contains("walk") && section.contains("%"))
        let inGold = try run("show", "clefairy", "--game", "gold")
        let goldSection = try #require(inGold.stdout.components(separatedBy: "Where to find").last)
        #expect(goldSection.contains("Gold") && !goldSection.contains("Red\n"))
    }

    @Test func placesInOneGame() throws {
        let everywhere = try run("mt moon", "--format", "json", "--limit", "100").jsonArray()
        let red = try run("mt moon", "--game", "red", "--format", "json", "--limit", "100").jsonArray()
        #expect(!red.isEmpty && red.count < everywhere.count)
        let unknown = try run("mt moon", "--game", "snap")
        #expect(unknown.status != 0 && unknown.stderr.contains("game"))
    }

    @Test func moveClassesFromTheCommandLine() throws {
        let recoil = try run("moves", "recoil", "--format", "json", "--limit", "100").jsonArray()
        #expect(recoil.contains { $0["name"] as? String == "brave-bird" })
        let field = try run("moves", "is:recoil", "--format", "json", "--limit", "100").jsonArray()
        #expect(field.count == recoil.count)
        let learners = try run("learns a priority move", "--format", "json", "--limit", "2000").jsonArray()
        #expect(learners.contains { $0["name"] as? String == "scizor" })
        #expect(!learners.contains { $0["name"] as? String == "caterpie" })
    }
}
