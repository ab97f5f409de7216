import Foundation
import Testing
@testable import PokeSearch
@testable import PokeSearchTerminal
import PokeSearchTestSupport

@Suite struct PokemonDetailTextTests {
    private func text(_ name: String, width: Int = 100, colors: Bool = false, caughtAt: Date? = nil, status: Bool = false) throws -> String {
        let pokedex = try TestPokedex.shared()
        var detail = try PokemonDetail.load(PokemonResolver(pokedex: pokedex).resolve(name), from: pokedex)
        detail.caughtAt = caughtAt
        return PokemonDetailText(style: TerminalStyle(width: width, colors: colors), showCatchStatus: status,
                                 timeZone: TimeZone(identifier: "UTC")!).render(detail)
    }

    @Test func everySectionIsThere() throws {
        let charizard = try text("charizard")
        for part in ["Charizard  #6  Fire · Flying", "Flame Pokémon · 1.7 m · 90.5 kg · base experience 240",
                     "Blaze, Solar Power (hidden)", "Base stats", "Sp. Atk  109", "Total    534",
                     "4×  Weak    Rock", "0×  Immune  Ground", "Charmander → Charmeleon (level 16) → Charizard (level 36)",
                     "Pokédex entry", "fr Dracaufeu", "official-artwork", "Moves (", "Flamethrower", "By level (", "By TM / TR (", "Egg moves ("] {
            #expect(charizard.contains(part), "missing \(part)")
        }
        #expect(!charizard.contains("Caught"))
        #expect(!charizard.contains("\u{1B}"))
    }

    @Test func statBarsAreScaledTo255() {
        #expect(StatBar.bar(255, width: 10) == "██████████")
        #expect(StatBar.bar(0, width: 10) == "░░░░░░░░░░")
        #expect(StatBar.bar(1, width: 10) == "█░░░░░░░░░")
        #expect(StatBar.bar(128, width: 10) == "█████░░░░░")
    }

    @Test func catchStatus() throws {
        let caught = try text("pikachu", caughtAt: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(caught.contains("Caught 2027-01-15 08:00"))
        #expect(try text("pikachu", status: true).contains("Not caught yet"))
    }

    @Test(arguments: [40, 60, 100])
    func wrappedToTheWidth(width: Int) throws {
        for line in try text("mew", width: width).split(separator: "\n") where !line.contains("https://") {
            #expect(DisplayWidth.of(String(line)) <= width, "\(line)")
        }
    }

    @Test func colouredByType() throws {
        #expect(try text("pikachu", colors: true).contains("\u{1B}[38;5;\(TypeColor.code(for: "electric"))mElectric"))
    }
}
