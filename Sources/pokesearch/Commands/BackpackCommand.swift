import ArgumentParser
import PokeSearch

/// `pokesearch backpack`: the Pokémon a trainer caught.
struct BackpackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backpack",
        abstract: "List the Pokémon you caught, by number, with when.",
        discussion: """
            Examples:
              pokesearch backpack
              pokesearch backpack --sort caught --desc     (latest catch first)
              pokesearch backpack --trainer misty --format json
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @OptionGroup var sorting: BackpackSortOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let pokedex = try global.openPokedex()
        let request = ListingRequest(
            scope: .backpack(try trainer.forReading(pokedex)), sort: sorting.sort?.sortKey ?? .number,
            descending: sorting.desc, pagination: try paging.pagination(), language: output.lang,
            byCatchDate: sorting.sort == .caught)
        let shownSort = sorting.sort.flatMap { $0 == .caught ? nil : $0.sortKey }
        try ListingOptions.print(request, shownSort: shownSort, from: pokedex, output: output,
                                 favorites: trainer.favoritesToMark(pokedex),
                                 empty: "The backpack is empty: meet a Pokémon with `pokesearch encounter`, then `pokesearch catch NAME`.")
    }
}
