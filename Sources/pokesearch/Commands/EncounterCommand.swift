import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `pokesearch encounter [QUERY]`: meets a random wild Pokémon, once or on an interval.
struct EncounterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encounter",
        abstract: "Meet a random wild Pokémon (default forms only).",
        discussion: """
            A query narrows what can appear, as in a search. The Pokémon is shown on a
            short card (--full: the whole `show` page) and remembered for the trainer:
            `pokesearch catch` without a name catches it.

            With --every, a new Pokémon appears on that interval, with a countdown, until
            Ctrl-C (or --times encounters); type c and Enter to catch the one in front of you.

            Examples:
              pokesearch encounter
              pokesearch encounter type:water --seed 42
              pokesearch encounter --every 30s
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @OptionGroup var output: OutputOptions
    // `.unconditional`: `--seed -1` is a seed to refuse with its reason, not a missing value.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seed for a reproducible encounter.", valueName: "n"))
    var seed: UInt64?
    @Flag(name: .long, help: "Print the whole `show` page instead of the card.")
    var full = false
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Meet a new Pokémon on this interval (30s, 2m, 1m30s) until Ctrl-C.", valueName: "interval"))
    var every: Interval?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("With --every: stop after this many encounters.", valueName: "n"))
    var times: WholeNumber?
    @Argument(help: ArgumentHelp("Filters, e.g. type:water or \"gen:1 legendary\".", valueName: "query"))
    var query: [String] = []

    func validate() throws {
        if let times, times.value < 1 { throw ValidationError("--times must be at least 1, not \(times.value)") }
        if let problem = every?.problem { throw ValidationError(problem) }
        if times != nil && every == nil { throw ValidationError("--times needs --every") }
    }

    func run() throws {
        let pokedex = try global.openPokedex()
        // Meeting a Pokémon creates no profile (catching it does, and says so): `LastEncounter` keeps it until then.
        let name = trainer.current.name
        guard let every else {
            try meet(pokedex: pokedex, trainer: name, seed: seed, howToCatch: "Catch it: pokesearch catch")
            return
        }
        let input = LineReader()
        // The countdown rewrites one line: only on a terminal.
        let onTerminal = isatty(STDOUT_FILENO) == 1
        var seed = self.seed
        var count = 0
        while times.map({ count < $0.value }) ?? true {
            let met = try meet(pokedex: pokedex, trainer: name, seed: seed,
                               howToCatch: "Type c and Enter to catch it; Ctrl-C to stop.")
            seed = seed.map { $0 &+ 1 }
            count += 1
            let next = Date().addingTimeInterval(Double(every.seconds))
            while Date() < next {
                let left = next.timeIntervalSinceNow
                if onTerminal {
                    print("\r\u{1B}[KNext Pokémon in \(Int(left.rounded(.up))) s", terminator: "")
                    fflush(nil)
                }
                guard let line = input.next(waiting: min(1, max(0, left))) else { continue }
                guard line.trimmingCharacters(in: .whitespaces).lowercased() == "c" else { continue }
                if onTerminal { print("\r\u{1B}[K", terminator: "") }
                do {
                    try Backpack(pokedex: pokedex, trainer: trainer.forWriting,
                                 onNewProfile: TrainerOptions.announceNewProfile).catch(met)
                    print("Gotcha! \(met.englishName) was caught.")
                } catch {
                    ErrorReport.print(ErrorReport.message(for: error, parserMessage: "Error: \(error)"))
                }
                fflush(nil)
            }
            if onTerminal { print("\r\u{1B}[K", terminator: "") }
            print("")
        }
    }

    /// Meets one Pokémon, remembers it for `catch`, prints it; returns it.
    @discardableResult
    private func meet(pokedex: Pokedex, trainer name: String, seed: UInt64?, howToCatch: String) throws -> PokemonReference {
        let met = try RandomEncounter(pokedex: pokedex).meet(query: query.joined(separator: " "), seed: seed)
        try LastEncounter(pokedex: pokedex, trainer: name).remember(met)
        let detail = try PokemonDetail.load(met, language: output.lang, trainer: name, from: pokedex)
        try output.emit(
            table: {
                full ? "A wild \(detail.displayName) appeared!\n\n" + PokemonDetailText(style: output.style, showCatchStatus: true).render(detail)
                     : EncounterCard(style: output.style, howToCatch: howToCatch).render(detail)
            },
            json: { try JSONResults.encode(detail) })
        fflush(nil)
        return met
    }
}
