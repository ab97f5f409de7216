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

    /// The favorites (pokemon ids) to mark in results: a chosen trainer's,
    /// or the unnamed default's once a favorite or a catch made it; nil
    /// otherwise. Marks only decorate, so they only read and never fail a
    /// command: a profile that does not exist (yet) marks nothing, where the
    /// commands about a trainer's Pokémon (`backpack`, `fav list`,
    /// `--favorites`) refuse it, and a damaged user data file (which those
    /// commands report) marks nothing either, so that it breaks no search.
    func favoritesToMark(_ pokedex: Pokedex) -> Set<Int>? {
        let current = current
        guard current.isChosen || (try? TrainerProfiles(pokedex: pokedex).existing(named: current.name)) != nil,
              let ids = try? Favorites(pokedex: pokedex, trainer: current.name).ids() else { return nil }
        return Set(ids)
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
