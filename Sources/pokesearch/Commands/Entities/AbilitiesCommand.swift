import ArgumentParser
import PokeSearch

/// `pokesearch abilities [QUERY]`: search or list abilities.
struct AbilitiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "abilities",
        abstract: "Search or list abilities.",
        discussion: """
            Names in every language, without accents, the last word as a prefix,
            typos corrected; then words of the effect text.

            Fields:
              gen:3
              A Pokémon's name: its abilities. Weather roles: "rain setters".

            Examples:
              pokesearch abilities levitate
              pokesearch abilities "weather gen:3" --explain
              pokesearch abilities garchomp
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var search: EntitySearchOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    func run() throws { try search.run(.ability, global: global, paging: paging, output: output) }
}
