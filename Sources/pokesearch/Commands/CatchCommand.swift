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
    @Argument(help: ArgumentHelp("A Pokémon id, slug or name in any language; several words need no quotes.", valueName: "name|id"))
    var name: [String]

    /// The name as typed, its words joined: `show mr mime` is `show "mr mime"`.
    var pokemon: String { name.joined(separator: " ") }

    func run() throws {
        let pokedex = try global.openPokedex()
        let reference = try PokemonResolver(pokedex: pokedex).resolve(pokemon)
        let now = Date()
        try Backpack(pokedex: pokedex, trainer: trainer.forWriting(pokedex)).catch(reference, now: now)
        print("Gotcha! \(reference.englishName) was caught (\(CatchDate.text(now))).")
    }
}
