import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `pokesearch random`: one Pokémon at random, as the query `random` gives it.
struct RandomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "random",
        abstract: "Show one random Pokémon (the search `random`).",
        discussion: """
            Unlike `encounter`, nothing is caught or remembered. Forms count.

            Examples:
              pokesearch random
              pokesearch random --format json
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let pokedex = try global.openPokedex()
        let results = try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "random", language: output.lang))
        try SearchPrinter(format: output.format, style: output.style, sort: nil, explain: false)
            .print(results, query: "random", pagination: try Pagination(limit: 1))
    }
}
