import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Moves, items, abilities and the type chart in the chosen language on the
/// built binary: their types, categories and pockets, the chart's headers,
/// `--sort name` in the language's order, and sort keys that fit the kind.
@Suite struct EntityLocalisationCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    /// The table's rows (header and footer left out) whose slug column is `slug`.
    private func row(_ table: String, slug: String) -> Substring? {
        table.split(separator: "\n").first { $0.split(separator: " ").contains(Substring(slug)) }
    }

    @Test func moveTablesAndShowSpeakTheLanguage() throws {
        let moves = try run("moves", "type:electric power>=90", "--lang", "ja")
        #expect(moves.status == 0)
        let thunderbolt = try #require(row(moves.stdout, slug: "thunderbolt"))
        #expect(thunderbolt.contains("でんき") && thunderbolt.contains("とくしゅ"), "\(thunderbolt)")
        #expect(!moves.stdout.contains("electric") && !moves.stdout.contains("special"))
        let german = try run("moves", "thunderbolt", "--lang", "de", "--limit", "1")
        #expect(german.stdout.contains("Elektro") && german.stdout.contains("spezial"), "\(german.stdout)")
        let show = try run("show", "move:thunderbolt", "--lang", "ja")
        #expect(show.stdout.contains("type でんき · category とくしゅ"), "\(show.stdout)")
        // JSON keeps the slugs: its keys are for scripts.
        let json = try run("moves", "thunderbolt", "--lang", "ja", "--format", "json", "--limit", "1").jsonArray()
        #expect(json.first?["type"] as? String == "electric" && json.first?["category"] as? String == "special")
    }

    @Test func itemCategoriesAndPocketsSpeakTheLanguage() throws {
        let items = try run("items", "category:pokeballs", "--lang", "fr")
        let master = try #require(row(items.stdout, slug: "master-ball"))
        #expect(master.contains("Balls") && !master.contains("pokeballs"), "\(master)")
        let show = try run("show", "item:master-ball", "--lang", "fr")
        #expect(show.stdout.contains("pocket Balls"), "\(show.stdout)")
    }

    @Test func theTypeChartsHeadersAreTheLanguagesNames() throws {
        let french = try run("types", "--lang", "fr").stdout.split(separator: "\n")
        #expect(french.count > 2)
        #expect(french[1].split(separator: " ").prefix(4) == ["Nor", "Com", "Vol", "Poi"], "\(french[1])")
        let japanese = try run("types", "--lang", "ja").stdout.split(separator: "\n")
        #expect(japanese[1].contains("ノ") && japanese[1].contains("ほ") && !japanese[1].contains("nor"), "\(japanese[1])")
    }

    @Test func entitiesSortByTheDisplayedNameInTheLanguagesOrder() throws {
        func names(_ kind: String, _ language: String) throws -> [String] {
            try run(kind, "--sort", "name", "--lang", language, "--limit", "2000", "--format", "json").jsonArray()
                .compactMap { $0["display_name"] as? String }
        }
        let moves = try names("moves", "fr")
        let abime = try #require(moves.firstIndex(of: "Abîme")), abri = try #require(moves.firstIndex(of: "Abri"))
        #expect(abime < abri, "accents after the letters they are on, as a French reader expects")
        let abilities = try names("abilities", "de")
        let bridge = try #require(abilities.firstIndex(of: "Überbrückung"))
        let tough = try #require(abilities.firstIndex(of: "Zähigkeit")), sugar = try #require(abilities.firstIndex(of: "Zuckerhülle"))
        #expect(bridge < tough && tough < sugar, "Ü with U, ä with a")
        // The dump's Japanese item names with a leading space are trimmed, so they sort among the others.
        let items = try names("items", "ja")
        #expect(!items.contains { $0.hasPrefix(" ") })
        #expect(items.contains("つながりのヒモ"))
    }

    @Test func aSortKeyThatMeansNothingForTheKindIsRefused() throws {
        let moves = try run("moves", "--sort", "cost")
        #expect(moves.status == 64)
        #expect(moves.stderr == "Error: moves have no cost to sort by; sort keys: id, name, power, accuracy, pp, priority, generation\n")
        let abilities = try run("abilities", "--sort", "power")
        #expect(abilities.status == 64 && abilities.stderr.contains("sort keys: id, name, generation"))
        let items = try run("items", "--sort", "generation")
        #expect(items.status == 64 && items.stderr.contains("sort keys: id, name, cost"))
        #expect(try run("items", "--sort", "cost", "--limit", "1").status == 0)
    }
}
