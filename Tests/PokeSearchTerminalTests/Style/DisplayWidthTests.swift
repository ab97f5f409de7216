import Testing
@testable import PokeSearch
@testable import PokeSearchTerminal
import PokeSearchTestSupport

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("pikachu", 7), ("ピカチュウ", 10), ("피카츄", 6), ("喷火龙", 6), ("Flabébé", 7),
        ("Flabe\u{301}be\u{301}", 7), ("ｐｉｋａ", 8), ("Nidoran♀", 8), ("🔥", 2), ("", 0),
    ])
    func widths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func truncateAndPadByColumns() {
        #expect(DisplayWidth.truncate("Charizard", to: 5) == "Char…")
        #expect(DisplayWidth.truncate("ピカチュウ", to: 5) == "ピカ…")
        #expect(DisplayWidth.truncate("Mew", to: 5) == "Mew")
        #expect(DisplayWidth.pad("ピカ", to: 6) == "ピカ  ")
        #expect(DisplayWidth.pad("25", to: 4, right: true) == "  25")
    }
}
