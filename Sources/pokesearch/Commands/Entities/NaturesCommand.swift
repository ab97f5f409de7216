import ArgumentParser
import PokeSearch

/// `pokesearch natures [QUERY]`: search or list natures.
struct NaturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "natures",
        abstract: "Search or list natures.",
        discussion: """
            Names in every language, without accents, typos corrected. A stat
            (speed, atk, sp. atk, vitesse) means the natures raising it;
            `lowers attack` those lowering it; `neutral` those changing none.

            Fields:
              raises:speed  lowers:attack

            Examples:
              pokesearch natures speed
              pokesearch natures "raises:spa lowers:atk"
              pokesearch show nature:timid
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var search: EntitySearchOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    func run() throws { try search.run(.nature, global: global, paging: paging, output: output) }
}
