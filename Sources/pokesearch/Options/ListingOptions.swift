import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `--sort`, `--desc`, `--asc`, `--limit`, `--offset`, `--page`, `--format`,
/// `--lang`: what every listing command (`list`, `fav list`, `backpack`) takes.
struct ListingOptions: ParsableArguments {
    @OptionGroup var sorting: SortOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    /// Prints the asked-for page of `scope`, or `empty` when it has nothing at all.
    func list(_ scope: ListingRequest.Scope, includeForms: Bool = true, from pokedex: Pokedex,
              empty: String = "Nothing to list.") throws {
        let page = try PokedexListing(pokedex: pokedex).page(ListingRequest(
            scope: scope, sort: sorting.sort ?? .number, descending: sorting.desc,
            includeForms: includeForms, pagination: paging.pagination(), language: output.lang))
        try ListingPrinter(format: output.format, style: output.style, sort: sorting.sort).print(page, empty: empty)
    }
}
