import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `--sort`, `--desc`, `--asc`, `--limit`, `--offset`, `--page`, `--format`,
/// `--lang`: what every listing command (`list`, `fav list`, `backpack`) takes,
/// read by the command's own groups (see `EntitySearchOptions` for why no
/// group holds groups), and listing by them.
struct ListingOptions {
    var sorting: SortOptions
    var paging: PageOptions
    var output: OutputOptions

    /// Prints the asked-for page of `scope`, or `empty` when it has nothing at all.
    /// `favorites` (pokemon ids, when a trainer is known) are marked with a ★.
    func list(_ scope: ListingRequest.Scope, includeForms: Bool = true, from pokedex: Pokedex,
              favorites: Set<Int>? = nil, empty: String = "Nothing to list.") throws {
        let request = ListingRequest(
            scope: scope, sort: sorting.sort ?? .number, descending: sorting.desc,
            includeForms: includeForms, pagination: try paging.pagination(), language: output.lang)
        try Self.print(request, shownSort: sorting.sort, from: pokedex, output: output, favorites: favorites, empty: empty)
    }

    /// Prints the page `request` asks for as `output` says (`shownSort`'s column joins the table).
    static func print(_ request: ListingRequest, shownSort: SortKey?, from pokedex: Pokedex, output: OutputOptions,
                      favorites: Set<Int>?, empty: String) throws {
        let printer = ListingPrinter(format: output.format, style: output.style, sort: shownSort, favorites: favorites)
        switch try PokedexListing(pokedex: pokedex).pageOrNumbers(request) {
        case .page(let page): try printer.print(page, empty: empty)
        case .numbers(let numbers):
            NumbersOnlyNotice.print(pokedexAt: numbers.pokedexPath)
            try printer.print(numbers, empty: empty)
        }
    }
}
