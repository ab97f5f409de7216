import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `show` of a Pokémon on the built binary: its moves as tables of the
/// latest game (or the one asked for), the cosmetic form asked for, and
/// names that mean nothing or several things.
@Suite struct ShowCLITests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: String..., columns: Int = 100) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location, environment: ["COLUMNS": String(columns)])
    }

    /// The lines of `text` from the one starting with `title` to the next blank one.
    private func section(_ title: String, of text: String) -> [Substring] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix(title) }.prefix { !$0.isEmpty })
    }

    @Test func movesAreTablesOfTheLatestGameByHowTheyAreLearned() throws {
        let pikachu = try run("show", "pikachu")
        #expect(pikachu.status == 0)
        let moves = section("Moves in", of: pikachu.stdout)
        #expect(moves.first == "Moves in Scarlet / Violet (59)", "\(moves.first ?? "")")
        #expect(moves.contains("  By level (20)"), "\(moves)")
        #expect(moves.contains { $0.hasPrefix("    lv  move") && $0.contains("type") && $0.contains("category") && $0.contains("power") && $0.contains("acc") && $0.contains("pp") })
        let thunderbolt = try #require(moves.first { $0.contains("Thunderbolt") })
        #expect(thunderbolt.split(separator: " ") == ["36", "Thunderbolt", "Electric", "special", "90", "100", "15"], "\(thunderbolt)")
        #expect(moves.contains { $0.hasPrefix("  By TM / TR (") })
        // No spin-off's trainers or generation 1 machines mixed in.
        #expect(!moves.contains { $0.contains("Train (") || $0.contains("Stadium") })
        #expect(!moves.contains { $0.contains("Bide") })
        // A move learned on evolving says so rather than level 0.
        let charizard = section("Moves in", of: try run("show", "charizard").stdout)
        #expect(charizard.contains { $0.hasPrefix("    evo  Air Slash") }, "\(charizard)")
        // Another game, by name; types and categories in the language.
        let red = section("Moves in", of: try run("show", "pikachu", "--game", "red", "--lang", "fr").stdout)
        #expect(red.first?.hasPrefix("Moves in Rouge / Bleu") == true, "\(red.first ?? "")")
        #expect(red.contains { $0.contains("Tonnerre") && $0.contains("Électrik") && $0.contains("spéciale") }, "\(red)")
    }

    @Test func theFormAskedForHeadsThePageWithItsOwnSprites() throws {
        let unown = try run("show", "unown", "b")
        #expect(unown.stdout.hasPrefix("Unown B  #201"), "\(unown.stdout.prefix(40))")
        let sprites = section("Sprites", of: unown.stdout).dropFirst()
        #expect(!sprites.isEmpty && sprites.allSatisfy { $0.hasSuffix("/201-b.png") }, "\(sprites)")
        let east = try run("show", "gastrodon", "east")
        #expect(east.stdout.hasPrefix("East Gastrodon  #423"))
        #expect(section("Sprites", of: east.stdout).dropFirst().allSatisfy { $0.hasSuffix("423-east.png") })
        // The default form keeps every image.
        let west = section("Sprites", of: try run("show", "gastrodon").stdout)
        #expect(west.contains { $0.contains("official-artwork") })
    }

    @Test func aNameThatMeansNothingOrSeveralPokemonSaysSo() throws {
        let nothing = try run("show", "nosuch")
        #expect(nothing.status == 1)
        #expect(nothing.stderr.hasPrefix("Error: no Pokémon, move, ability, item, type or nature is called 'nosuch'"), "\(nothing.stderr)")
        let typo = try run("show", "pikachuu")
        #expect(typo.stderr.contains("did you mean 'pikachu'"), "\(typo.stderr)")
        let several = try run("show", "pikachu", "eevee")
        #expect(several.stderr == "Error: 'pikachu eevee' names 2 Pokémon (Pikachu, Eevee): name one at a time\n")
        let catching = try run("catch", "pikachu", "eevee")
        #expect(catching.status == 1 && catching.stderr.contains("name one at a time"))
        #expect(!catching.stderr.contains("New trainer profile"), "nothing was caught, so nothing was created")
    }
}
