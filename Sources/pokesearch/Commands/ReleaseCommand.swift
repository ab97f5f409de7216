import ArgumentParser
import PokeSearch

/// `pokesearch release NAME|ID`: lets a caught Pokémon go.
struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "release", abstract: "Release a caught Pokémon from the backpack.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @Argument(help: ArgumentHelp("A Pokémon id, slug or name in any language.", valueName: "name|id"))
    var pokemon: String

    func run() throws {
        let pokedex = try global.openPokedex()
        let reference = try PokemonResolver(pokedex: pokedex).resolve(pokemon)
        try Backpack(pokedex: pokedex, trainer: trainer.trainer).release(reference)
        print("Bye, \(reference.englishName)!")
    }
}
