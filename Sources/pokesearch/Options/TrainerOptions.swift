import ArgumentParser
import Foundation
import PokeSearch

/// `--trainer NAME`: whose favorites and backpack to use.
struct TrainerOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Trainer profile (default: $POKESEARCH_TRAINER, else the one `pokesearch trainer use` remembers, else \"default\").",
        valueName: "name"), completion: .custom(TrainerNameCompletion.names))
    var trainer: String?

    /// The trainer chosen by the option, the environment or `trainer use`.
    var current: CurrentTrainer { CurrentTrainer.resolve(explicit: trainer) }

    /// The trainer a read shows: a profile someone named must exist (a typo
    /// is an error naming the closest profiles); the unnamed default may be empty.
    func forReading(_ pokedex: Pokedex) throws -> String {
        let current = current
        guard current.isChosen else { return current.name }
        return try TrainerProfiles(pokedex: pokedex).required(named: current.name).name
    }

    /// The favorites (pokemon ids) to mark in results, when a trainer is
    /// known; nil otherwise. Only reads: an unknown profile named by
    /// `--trainer` is an error, one remembered or from the environment marks nothing.
    func favoritesToMark(_ pokedex: Pokedex) throws -> Set<Int>? {
        let current = current
        guard current.isChosen else { return nil }
        let name = trainer != nil ? try forReading(pokedex) : current.name
        return Set(try Favorites(pokedex: pokedex, trainer: name).ids())
    }

    /// The trainer a write uses, saying on standard error when the write creates it.
    func forWriting(_ pokedex: Pokedex) throws -> String {
        let name = current.name
        if try TrainerProfiles(pokedex: pokedex).existing(named: name) == nil {
            FileHandle.standardError.write(Data("New trainer profile '\(name.escapingControlCharacters())'.\n".utf8))
        }
        return name
    }
}
