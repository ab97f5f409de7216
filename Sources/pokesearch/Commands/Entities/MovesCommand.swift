import ArgumentParser
import PokeSearch

/// `pokesearch moves [QUERY]`: search or list moves.
struct MovesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moves",
        abstract: "Search or list moves.",
        discussion: """
            Names in every language, without accents, the last word as a prefix,
            typos corrected; then words of the effect text.

            Fields:
              type:electric  category:physical|special|status  power>80
              accuracy>=90  pp>10  priority>0  gen:4
              In words too: "power over 80", "over 80 power", "priority 1" (equal).
              A Pokémon's name: what it learns ("charizard fire": its Fire moves).

            Examples:
              pokesearch moves thunderbolt
              pokesearch moves "type:fire category:special power>=90" --sort power --desc
              pokesearch moves fatal-foudre --lang fr
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var search: EntitySearchOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    func run() throws { try search.run(.move, global: global, paging: paging, output: output) }
}
