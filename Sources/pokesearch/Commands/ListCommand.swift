import ArgumentParser
import PokeSearch

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
    /// Whose favorites get a ★.
    @OptionGroup var trainer: TrainerOptions

    func run() throws {
        let pokedex = try global.openPokedex()
        let listing = ListingOptions(sorting: sorting, paging: paging, output: output)
        try listing.list(.pokedex, includeForms: forms, from: pokedex, favorites: trainer.favoritesToMark(pokedex))
    }
}
