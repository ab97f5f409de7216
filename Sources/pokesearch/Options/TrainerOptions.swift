import ArgumentParser
import PokeSearch

/// `--trainer NAME`: whose favorites and backpack to use.
struct TrainerOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Trainer profile, created on first use.", valueName: "name"))
    var trainer: String = Trainer.defaultName

    /// The profile, created when new.
    func profile(in pokedex: Pokedex) throws -> Trainer {
        try TrainerProfiles(pokedex: pokedex).profile(named: trainer)
    }
}
