import ArgumentParser
import PokeSearch

/// `pokesearch backpack`: the Pokémon a trainer caught.
struct BackpackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backpack",
        abstract: "List the Pokémon you caught, by number, with when.",
        discussion: """
            Examples:
              pokesearch backpack
              pokesearch backpack --trainer misty --format json
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @OptionGroup var listing: ListingOptions

    func run() throws {
        let pokedex = try global.openPokedex()
        try listing.list(.backpack(trainer.trainer), from: pokedex,
                         empty: "The backpack is empty: meet a Pokémon with `pokesearch encounter`, then `pokesearch catch NAME`.")
    }
}
