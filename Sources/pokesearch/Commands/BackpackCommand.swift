import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `pokesearch backpack`: the Pokémon a trainer caught.
struct BackpackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backpack",
        abstract: "List the Pokémon you caught, by number, with when.",
        discussion: """
            Examples:
              pokesearch backpack
              pokesearch backpack --trainer misty --format json
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @OptionGroup var sorting: SortOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let pokedex = try global.openPokedex()
        let page = try PokedexListing(pokedex: pokedex).page(ListingRequest(
            scope: .backpack(trainer.profile(in: pokedex)), sort: sorting.sort ?? .number,
            descending: sorting.desc, pagination: paging.pagination(), language: output.lang))
        try ListingPrinter(format: output.format, style: output.style, sort: sorting.sort)
            .print(page, empty: "The backpack is empty: meet a Pokémon with `pokesearch encounter`, then `pokesearch catch NAME`.")
    }
}
