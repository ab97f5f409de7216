import ArgumentParser
import Foundation
import PokeSearch

/// `pokesearch catch NAME|ID`: puts a Pokémon in the backpack.
struct CatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catch",
        abstract: "Catch a Pokémon: it goes in the backpack with the date and time.",
        discussion: "Catching one already caught is refused and changes nothing.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @Argument(help: ArgumentHelp("A Pokémon id, slug or name in any language.", valueName: "name|id"))
    var pokemon: String

    func run() throws {
        let pokedex = try global.openPokedex()
        let reference = try PokemonResolver(pokedex: pokedex).resolve(pokemon)
        let now = Date()
        try Backpack(pokedex: pokedex, trainer: trainer.trainer).catch(reference, now: now)
        print("Gotcha! \(reference.englishName) was caught (\(CatchDate.text(now))).")
    }
}
