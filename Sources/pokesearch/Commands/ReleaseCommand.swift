import ArgumentParser
import PokeSearch

/// `pokesearch release NAME|ID`: lets a caught Pokémon go.
struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "release", abstract: "Release a caught Pokémon from the backpack.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @Argument(help: ArgumentHelp("A Pokémon id, slug or name in any language; several words need no quotes.", valueName: "name|id"))
    var name: [String]

    /// The name as typed, its words joined: `show mr mime` is `show "mr mime"`.
    var pokemon: String { name.joined(separator: " ") }

    func run() throws {
        let pokedex = try global.openPokedex()
        let reference = try PokemonResolver(pokedex: pokedex).resolve(pokemon)
        try Backpack(pokedex: pokedex, trainer: trainer.forReading(pokedex)).release(reference)
        print("Bye, \(reference.englishName)!")
        NumbersOnlyNotice.print(for: [reference], in: pokedex)
    }
}
