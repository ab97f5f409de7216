import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// What `items`, `moves`, `abilities` and `natures` read beside the shared
/// groups (global, paging, output): the query, `--sort` by an entity key and
/// `--explain`; and running the search. The commands hold those groups
/// themselves, not this one: in debug builds ArgumentParser validates a group
/// again for every group around it, and that validation was half of the CPU
/// time of the tests' `pokesearch` processes.
struct EntitySearchOptions: ParsableArguments {
    // `.allUnrecognized` keeps `-physical` a query word rather than an unknown option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Words and fields; nothing lists them all.", valueName: "query"))
    var words: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "Sort by this key instead of relevance: id, name (the displayed name, in the language's order); moves: power, accuracy, pp, priority, generation; items: cost; abilities: generation.",
        valueName: "key"))
    var sort: EntitySortKey?
    @Flag(name: .long, help: "Sort highest first.")
    var desc = false
    @Flag(name: .long, help: "Sort lowest first (the default).")
    var asc = false

    @Flag(name: .long, help: "Show how each result matched (exact name, prefix, name words, effect text).")
    var explain = false

    /// The query's words: `.allUnrecognized` keeps the `--` that ends the
    /// options among them, where a search reads what follows it as words
    /// (`moves -- -physical`, `moves -- hjk`).
    var queryWords: [String] {
        guard let terminator = words.firstIndex(of: "--") else { return words }
        var words = words
        words.remove(at: terminator)
        return words
    }

    func validate() throws {
        if desc && asc { throw ValidationError("use --desc or --asc, not both") }
    }

    /// Searches `kind` and prints the page asked for.
    func run(_ kind: EntityKind, global: GlobalOptions, paging: PageOptions, output: OutputOptions) throws {
        let pokedex = try global.openPokedex()
        let pagination = try paging.pagination()
        let query = queryWords.joined(separator: " ")
        let results = try EntitySearch(pokedex: pokedex).search(EntityRequest(
            kind: kind, query: query, limit: pagination.limit, offset: pagination.offset,
            sort: sort, descending: desc, language: output.lang))
        try EntityPrinter(format: output.format, style: output.style, explain: explain, terms: output.terms(pokedex))
            .print(results, kind: kind, query: query, pagination: pagination)
    }
}

extension EntitySortKey: ExpressibleByArgument {}
