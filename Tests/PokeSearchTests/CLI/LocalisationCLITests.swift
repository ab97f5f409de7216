import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Names, types and name order in the language asked for, on the built binary.
@Suite struct LocalisationCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String...) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    private func names(_ result: CommandLineRun) throws -> [String] {
        try result.jsonArray().compactMap { $0["display_name"] as? String }
    }

    @Test(arguments: [("charizard", "ja", 4), ("pikachu", "ko", 18), ("pikachu", "ja", 18), ("charizard", "zh-hans", 4)])
    func everyFormIsToldApart(query: String, language: String, forms: Int) throws {
        let result = try run(query, "--lang", language, "--format", "json", "--limit", "50")
        #expect(result.status == 0, "\(result.stderr)")
        let shown = try names(result).filter { !$0.isEmpty }
        #expect(shown.count >= forms)
        #expect(Set(shown).count == shown.count, "\(shown)")
    }

    @Test func formsUseTheirOwnNameElseTheSpeciesWithTheFormName() throws {
        let table = try run("charizard", "--lang", "ja").stdout
        #expect(table.contains("メガリザードンＸ"))
        #expect(table.contains("リザードン (キョダイマックスのすがた)"))
        // Korean has no name for Pikachu's cosplay forms: the nearest language's
        // follows (Japanese, then English), never a farther one (Partnerform is German).
        let korean = try names(run("pikachu", "--lang", "ko", "--format", "json", "--limit", "30"))
        #expect(korean.contains("피카츄"))
        #expect(korean.contains("피카츄 (ハードロック・ピカチュウ)"), "\(korean)")
        #expect(korean.contains("피카츄 (キョダイマックスのすがた)"), "\(korean)")
        #expect(korean.contains("피카츄 (Partner Pikachu)"), "\(korean)")
        #expect(!korean.contains { $0.contains("Partnerform") }, "\(korean)")
    }

    @Test(arguments: ["en", "ja", "ko", "zh-hans", "fr", "de"])
    func everyRowOfTheWholePokedexIsToldApart(language: String) throws {
        let shown = try names(run("list", "--forms", "--lang", language, "--format", "json", "--limit", "5000"))
        #expect(shown.count == 1351)
        let repeated = Dictionary(grouping: shown) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "\(repeated)")
    }

    @Test func formsTheDumpNamesAlikeAddWhatTheirSlugAdds() throws {
        let english = try names(run("zygarde", "--format", "json"))
        #expect(english.contains("10% Zygarde"))
        #expect(english.contains("10% Zygarde (power construct)"), "\(english)")
        let japanese = try names(run("tauros", "--lang", "ja", "--format", "json"))
        #expect(japanese.contains("ケンタロス (パルデアのすがた) (combat breed)"), "\(japanese)")
    }

    @Test func searchSortedByNameFollowsTheLanguage() throws {
        // By slug, Blaziken (Braségali) would come before Braixen (Roussil) and after Arcanine;
        // French order puts Braisillon before Braségali (accents count last).
        let french = try names(run("fire", "--sort", "name", "--lang", "fr", "--format", "json", "--limit", "6"))
        #expect(french == ["Aflamanoir", "Arcanin", "Arcanin de Hisui", "Boumata", "Braisillon", "Braségali"], "\(french)")
        let table = try run("fire", "--sort", "name", "--lang", "fr", "--desc", "--limit", "1")
        #expect(table.status == 0)
        #expect(table.stdout.contains("Yuyu"), "\(table.stdout)")
    }

    @Test func tablesShowTypesInTheLanguage() throws {
        let french = try run("dracaufeu", "--lang", "fr", "--limit", "1").stdout
        #expect(french.contains("Feu Vol"), "\(french)")
        let japanese = try run("list", "--lang", "ja", "--limit", "1").stdout
        #expect(japanese.contains("くさ どく"), "\(japanese)")
        // JSON keeps the slugs scripts rely on.
        let json = try run("dracaufeu", "--lang", "fr", "--limit", "1", "--format", "json").jsonArray()
        #expect(json.first?["types"] as? [String] == ["fire", "flying"])
    }

    @Test func sortByNameFollowsTheLanguage() throws {
        let french = try names(run("list", "--sort", "name", "--lang", "fr", "--format", "json", "--limit", "5"))
        #expect(french == ["Abo", "Abra", "Absol", "Aéromite", "Aéroptéryx"])
        let english = try names(run("list", "--sort", "name", "--format", "json", "--limit", "2000"))
        #expect(english.count == 1351)
        #expect(english.first { $0.first?.isLetter == true } == "Abomasnow")
        let descending = try names(run("list", "--sort", "name", "--desc", "--format", "json", "--limit", "1"))
        #expect(descending == [english.last])
        // Pages follow on in that order.
        let page2 = try names(run("list", "--sort", "name", "--format", "json", "--limit", "10", "--page", "2"))
        #expect(page2 == Array(english[10..<20]))
        let japanese = try names(run("list", "--sort", "name", "--lang", "ja", "--format", "json", "--limit", "3"))
        #expect(japanese.first == "アーケオス")
    }
}
