import ArgumentParser
import Foundation
import PokeSearch

/// `pokesearch catch NAME|ID`: puts a Pokémon in the backpack.
struct CatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catch",
        abstract: "Catch a Pokémon: it goes in the backpack with the date and time.",
        discussion: """
            Without a name, catches the Pokémon you just met with `pokesearch encounter`.
            Catching one already caught is refused and changes nothing.

            Examples:
              pokesearch encounter && pokesearch catch
              pokesearch catch mr mime
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @Argument(help: ArgumentHelp("A Pokémon id, slug or name in any language; several words need no quotes.", valueName: "name|id"))
    var name: [String] = []

    /// The name as typed, its words joined: `show mr mime` is `show "mr mime"`.
    var pokemon: String { name.joined(separator: " ") }

    func run() throws {
        let pokedex = try global.openPokedex()
        let trainerName = trainer.forWriting
        let reference: PokemonReference
        if name.isEmpty {
            guard let met = try LastEncounter(pokedex: pokedex, trainer: trainerName).pokemon() else {
                throw UsageError("no Pokémon met yet: meet one with `pokesearch encounter`, or name one: `pokesearch catch pikachu`")
            }
            reference = met
        } else {
            reference = try PokemonResolver(pokedex: pokedex).resolve(pokemon)
        }
        let now = Date()
        try Backpack(pokedex: pokedex, trainer: trainerName, onNewProfile: TrainerOptions.announceNewProfile).catch(reference, now: now)
        print("Gotcha! \(reference.englishName) was caught (\(CatchDate.text(now))).")
        NumbersOnlyNotice.print(for: [reference], in: pokedex)
    }
}
