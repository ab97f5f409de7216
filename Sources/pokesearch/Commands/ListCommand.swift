import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `pokesearch list`: the whole Pokédex, a page at a time.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the Pokédex, 20 at a time.",
        discussion: """
            Every entry in Pokédex order, alternate forms and megas right after
            their default form; --no-forms leaves them out. Pages never repeat
            or skip an entry, whatever the sort.

            Examples:
              pokesearch list --page 2
              pokesearch list --no-forms --sort speed --desc --limit 10
              pokesearch list --format json --limit 2000
            """)

    @OptionGroup var global: GlobalOptions
    @Flag(inversion: .prefixedNo, help: "Include alternate forms and megas (default); --no-forms leaves them out.")
    var forms = true
    @OptionGroup var sorting: SortOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let pokedex = try global.openPokedex()
        let page = try PokedexListing(pokedex: pokedex).page(ListingRequest(
            scope: .pokedex, sort: sorting.sort ?? .number, descending: sorting.desc,
            includeForms: forms, pagination: try paging.pagination(), language: output.lang))
        try ListingPrinter(format: output.format, style: output.style, sort: sorting.sort).print(page)
    }
}
