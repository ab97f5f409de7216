import ArgumentParser
import PokeSearch

/// `pokesearch release NAME|ID`: lets a caught Pokémon go.
struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "release", abstract: "Release a caught Pokémon from the backpack.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @Argument(help: ArgumentHelp("A Pokémon id, slug or name in any language; several words need no quotes.", valueName: "name|id"))
    var name: [String]

    func run() throws {
        let pokedex = try global.openPokedex()
        let reference = try PokemonResolver(pokedex: pokedex).resolveOne(name)
        try Backpack(pokedex: pokedex, trainer: trainer.forReading(pokedex)).release(reference)
        print("Bye, \(reference.englishName)!")
        NumbersOnlyNotice.print(for: [reference], in: pokedex)
    }
}
