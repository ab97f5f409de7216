import ArgumentParser
import Foundation
import PokeSearch

/// `--trainer NAME`: whose favorites and backpack to use.
struct TrainerOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Trainer profile (default: $POKESEARCH_TRAINER, else the one `pokesearch trainer use` remembers, else \"default\").",
        valueName: "name"), completion: .custom(PokedexCompletion.trainers))
    var trainer: String?

    /// The trainer chosen by the option, the environment or `trainer use`.
    var current: CurrentTrainer { CurrentTrainer.resolve(explicit: trainer) }

    /// The trainer a read shows: a profile someone named must exist (a typo
    /// is an error naming the closest profiles and where the name came
    /// from); the unnamed default may be empty.
    func forReading(_ pokedex: Pokedex) throws -> String {
        try Self.forReading(current, in: pokedex)
    }

    /// The profile `current` names, which must exist when a name was chosen.
    static func forReading(_ current: CurrentTrainer, in pokedex: Pokedex) throws -> String {
        guard current.isChosen else { return current.name }
        do {
            return try TrainerProfiles(pokedex: pokedex).required(named: current.name).name
        } catch let error as TrainerError {
            throw TrainerChoiceError(error: error, trainer: current)
        }
    }

    /// The favorites (pokemon ids) to mark in results, nil when the profile
    /// does not exist. Marks only decorate, so they only read and never fail
    /// a command: where the commands about a trainer's Pokémon (`backpack`,
    /// `fav list`, `--favorites`) refuse an unknown profile or report a
    /// damaged user data file, marking leaves the marks out.
    func favoritesToMark(_ pokedex: Pokedex) -> Set<Int>? {
        Self.favoritesToMark(of: current, in: pokedex)
    }

    /// The favorites of `current` to star in results; nil when it has none to read.
    static func favoritesToMark(of current: CurrentTrainer, in pokedex: Pokedex) -> Set<Int>? {
        try? Favorites(pokedex: pokedex, trainer: current.name).marks()
    }

    /// The trainer a write uses; the write creates its profile when it is new.
    var forWriting: String { current.name }

    /// Says on standard error that a write created the profile: the engine
    /// calls it once that write is on disk, so only the process that
    /// created the profile says so, and a command that fails says nothing.
    static let announceNewProfile: @Sendable (String) -> Void = { name in
        FileHandle.standardError.write(Data("New trainer profile '\(name.escapingControlCharacters())'.\n".utf8))
    }
}
