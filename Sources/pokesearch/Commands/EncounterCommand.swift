import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `pokesearch encounter [QUERY]`: meets a random wild Pokémon.
struct EncounterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encounter",
        abstract: "Meet a random wild Pokémon (default forms only).",
        discussion: """
            A query narrows what can appear, as in a search. The Pokémon is shown
            as `show` would, saying whether it is already caught.

            Examples:
              pokesearch encounter
              pokesearch encounter type:water --seed 42
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @OptionGroup var output: OutputOptions
    @Option(name: .long, help: ArgumentHelp("Seed for a reproducible encounter.", valueName: "n"))
    var seed: UInt64?
    @Argument(help: ArgumentHelp("Filters, e.g. type:water or \"gen:1 legendary\".", valueName: "query"))
    var query: [String] = []

    func run() throws {
        let pokedex = try global.openPokedex()
        let met = try RandomEncounter(pokedex: pokedex).meet(query: query.joined(separator: " "), seed: seed)
        let detail = try PokemonDetail.load(met, language: output.lang, trainer: trainer.trainer, from: pokedex)
        try output.emit(
            table: { "A wild \(detail.displayName) appeared!\n\n" + PokemonDetailText(style: output.style, showCatchStatus: true).render(detail) },
            json: { try JSONResults.encode(detail) })
    }
}
