import ArgumentParser
import PokeSearch

/// `pokesearch items [QUERY]`: search or list items.
struct ItemsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "items",
        abstract: "Search or list items.",
        discussion: """
            Names in every language, without accents, the last word as a prefix,
            typos corrected; then words of the effect text.

            Fields:
              category:held-items|medicine|pokeballs… (category or bag pocket)  cost<1000

            Examples:
              pokesearch items leftovers
              pokesearch items "category:pokeballs cost<1000" --sort cost
              pokesearch items Überreste --lang de
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var search: EntitySearchOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    func run() throws { try search.run(.item, global: global, paging: paging, output: output) }
}
