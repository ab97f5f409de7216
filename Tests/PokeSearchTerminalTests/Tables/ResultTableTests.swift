import Foundation
import Testing
@testable import PokeSearch
@testable import PokeSearchTerminal
import PokeSearchTestSupport

/// Tables over real summaries, at several widths, with and without colour.
@Suite struct ResultTableTests {
    private func rows(_ names: [String], language: String = "en") throws -> [ResultTable.Row] {
        let pokedex = try TestPokedex.shared()
        let ids = try PokemonResolver(pokedex: pokedex).resolveAll(names).map(\.id)
        let page = try PokedexListing(pokedex: pokedex).page(ListingRequest(pagination: Pagination(limit: 2000), language: language))
        return ids.compactMap { id in page.entries.first { $0.pokemon.id == id }.map { ResultTable.Row(pokemon: $0.pokemon) } }
    }

    @Test func wideTableHasEveryColumnAligned() throws {
        let text = ResultTable(style: TerminalStyle(width: 120, colors: false)).render(rows: try rows(["bulbasaur", "charizard", "pikachu"]))
        #expect(text == """
             #  Name       Types         HP  Atk  Def  SpA  SpD  Spe  Total
             1  Bulbasaur  Grass Poison  45   49   49   65   65   45    318
             6  Charizard  Fire Flying   78   84   78  109   85  100    534
            25  Pikachu    Electric      35   55   40   50   50   90    320
            """)
    }

    @Test func aNamedFormIsShownBesideTheName() throws {
        let hits = try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: "unown b", limit: 1)).hits
        let text = ResultTable(style: TerminalStyle(width: 120, colors: false)).render(hits)
        #expect(text.contains("(form: Unown B)"), "\(text)")
    }

    @Test func theFormThePokemonIsShownByIsNamedOnce() throws {
        // Gastrodon's default form is West Gastrodon, the name the Pokémon is shown by.
        let hits = try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: "gastrodon west", limit: 1)).hits
        #expect(hits.first?.form?.displayName == "West Gastrodon")
        let text = ResultTable(style: TerminalStyle(width: 120, colors: false)).render(hits)
        #expect(text.contains("West Gastrodon") && !text.contains("(form:"), "\(text)")
    }

    @Test(arguments: [30, 40, 50, 60, 80])
    func narrowTablesFitTheWidth(width: Int) throws {
        let text = ResultTable(style: TerminalStyle(width: width, colors: false))
            .render(rows: try rows(["bulbasaur", "charizard-mega-x", "pikachu", "eternatus"]))
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= width, "\(line)")
        }
        #expect(text.contains("Total") || width < 40)
    }

    @Test func statsGoBeforeTypesAndTheSortedStatStays() throws {
        let table = ResultTable(style: TerminalStyle(width: 45, colors: false), sort: .speed)
        let header = table.render(rows: try rows(["pikachu"])).split(separator: "\n")[0]
        #expect(header.contains("Spe"))
        #expect(header.contains("Types"))
        #expect(!header.contains("SpA"))
    }

    @Test func cjkNamesLineUpByColumns() throws {
        let text = ResultTable(style: TerminalStyle(width: 120, colors: false))
            .render(rows: try rows(["bulbasaur", "pikachu"], language: "ja-hrkt"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1].contains("フシギダネ"))
        // Types in the table's language; the column starts at the same display column on every line.
        let starts = try lines.dropFirst().map { line -> Int in
            let type = try #require(line.range(of: line.contains("くさ") ? "くさ" : "でんき"), "\(line)")
            let prefix = line[..<type.lowerBound]
            return DisplayWidth.of(String(prefix))
        }
        #expect(Set(starts).count == 1)
    }

    @Test func colourOnlyWhenAskedFor() throws {
        let rows = try rows(["charizard"])
        let plain = ResultTable(style: TerminalStyle(width: 120, colors: false)).render(rows: rows)
        let colored = ResultTable(style: TerminalStyle(width: 120, colors: true)).render(rows: rows)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[38;5;\(TypeColor.code(for: "fire"))mFire\u{1B}[0m"))
        // Colour codes take no room: stripped, the coloured table is the plain one.
        let stripped = colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain)
    }

    @Test func backpackRowsShowTheCatchDateAndExtraSortColumns() throws {
        var row = try rows(["snorlax"])[0]
        row.caughtAt = Date(timeIntervalSince1970: 1_800_000_000)
        let table = ResultTable(style: TerminalStyle(width: 140, colors: false), sort: .weight, timeZone: TimeZone(identifier: "UTC")!)
        let text = table.render(rows: [row])
        #expect(text.contains("Caught"))
        #expect(text.contains("2027-01-15 08:00"))
        #expect(text.contains("Weight") && text.contains("460.0 kg"))
    }
}
