import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `pokesearch show NAME|ID`: one Pokémon in full.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one Pokémon in full.",
        discussion: """
            Names in every language, genus, size, types, abilities, base stats,
            weaknesses and resistances, evolutions, Pokédex entry, sprites,
            moves, and when you caught it.

            Examples:
              pokesearch show pikachu
              pokesearch show 6 --lang ja
              pokesearch show "Mega Charizard X" --format json
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: ArgumentHelp("A Pokémon id, slug or name in any language.", valueName: "name|id"))
    var pokemon: String

    func run() throws {
        let pokedex = try global.openPokedex()
        let reference = try PokemonResolver(pokedex: pokedex).resolve(pokemon)
        let detail = try PokemonDetail.load(reference, language: output.lang, trainer: trainer.trainer, from: pokedex)
        try output.emit(table: { PokemonDetailText(style: output.style).render(detail) },
                        json: { try JSONResults.encode(detail) })
    }
}
