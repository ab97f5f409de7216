import ArgumentParser
import PokeSearch

/// `--trainer NAME`: whose favorites and backpack to use.
struct TrainerOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Trainer profile, created by its first favorite or catch.", valueName: "name"))
    var trainer: String = Trainer.defaultName
}
