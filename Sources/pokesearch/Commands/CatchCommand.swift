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

    func run() throws {
        let pokedex = try global.openPokedex()
        // What to catch first: a catch that cannot happen creates no profile.
        let reference: PokemonReference
        if name.isEmpty {
            guard let met = try LastEncounter(pokedex: pokedex, trainer: trainer.current.name).pokemon() else {
                throw UsageError("no Pokémon met yet: meet one with `pokesearch encounter`, or name one: `pokesearch catch pikachu`")
            }
            reference = met
        } else {
            reference = try PokemonResolver(pokedex: pokedex).resolveOne(name)
        }
        let now = Date()
        try Backpack(pokedex: pokedex, trainer: trainer.forWriting, onNewProfile: TrainerOptions.announceNewProfile).catch(reference, now: now)
        print("Gotcha! \(reference.englishName) was caught (\(CatchDate.text(now))).")
        NumbersOnlyNotice.print(for: [reference], in: pokedex)
    }
}
