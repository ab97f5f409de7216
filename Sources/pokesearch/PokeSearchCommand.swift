import ArgumentParser
import Foundation
import PokeSearch

/// `pokesearch`: the command-line front end. Every decision lives in the
/// PokeSearch library; commands here parse arguments and print.
@main
struct PokeSearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pokesearch",
        abstract: "Search every Pokémon, offline, in any of PokéAPI's languages.",
        discussion: """
            Examples:
              pokesearch pikachu
              pokesearch "fire dragon"
              pokesearch salameche --lang fr
              pokesearch "water atk>100" --sort attack --desc
              pokesearch show charizard
              pokesearch import ~/pokeapi/api-data
              pokesearch serve --port 8080
            """,
        subcommands: [
            SearchCommand.self, ShowCommand.self, ListCommand.self,
            FavoriteCommand.self, EncounterCommand.self, CatchCommand.self,
            BackpackCommand.self, ReleaseCommand.self, TrainerCommand.self,
            ImportCommand.self, RepairCommand.self, BundleCommand.self, BenchCommand.self, ServeCommand.self,
        ],
        defaultSubcommand: SearchCommand.self
    )

    @OptionGroup var global: GlobalOptions

    /// Runs the command; an error is printed as ArgumentParser would, with
    /// its control characters escaped: a query or a path may carry terminal
    /// commands (`\e]0;title\a`) that must not reach the terminal.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            // --help and --version print as usual.
            if code == .success { exit(withError: error) }
            let message = fullMessage(for: error).escapingControlCharacters(keepingLineBreaks: true)
            if !message.isEmpty {
                FileHandle.standardError.write(Data((message + (message.hasSuffix("\n") ? "" : "\n")).utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }
}
