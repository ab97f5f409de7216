import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `pokesearch`: the command-line front end. Every decision lives in the
/// PokeSearch library; commands here parse arguments and print.
@main
struct PokeSearchCommand: ParsableCommand {
    /// The tool's version, printed by `--version` with the dataset's.
    static let version = "1.0.0"

    static let configuration = CommandConfiguration(
        commandName: "pokesearch",
        abstract: "Search every Pokémon, offline, in any of PokéAPI's languages.",
        discussion: """
            Examples:
              pokesearch pikachu
              pokesearch "fire dragon"
              pokesearch salameche --lang fr
              pokesearch "water atk>100" --sort attack --desc
              pokesearch -- -flying dragon
              pokesearch show charizard
              pokesearch import ~/pokeapi/api-data
              pokesearch serve --port 8080
            """,
        // One subcommand per file: registering it here is all routing,
        // suggestions and completions need.
        subcommands: [
            SearchCommand.self, ShowCommand.self, ListCommand.self,
            FavoriteCommand.self, EncounterCommand.self, CatchCommand.self,
            BackpackCommand.self, ReleaseCommand.self, TrainerCommand.self, RandomCommand.self,
            ImportCommand.self, RepairCommand.self, BundleCommand.self, BenchCommand.self, ServeCommand.self,
            MovesCommand.self, ItemsCommand.self, AbilitiesCommand.self, TypesCommand.self,
        ],
        defaultSubcommand: SearchCommand.self
    )

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "Print the version of pokesearch and of its Pokédex data.")
    var version = false

    /// The names `pokesearch NAME` runs as a subcommand.
    static var subcommandNames: [String] {
        configuration.subcommands.map { $0._commandName }
    }

    static let router = ArgumentRouter(
        subcommands: Set(subcommandNames + ["help"]), search: SearchCommand._commandName,
        searchOptions: { CommandOptions(of: SearchCommand.self) })

    /// Routes the arguments (see `ArgumentRouter`), then runs the command; an
    /// error is printed as ArgumentParser would, with its control characters
    /// escaped: a query or a path may carry terminal commands (`\e]0;title\a`)
    /// that must not reach the terminal.
    static func main() {
        do {
            switch try router.route(Array(CommandLine.arguments.dropFirst())) {
            case .usage:
                print(ShortUsage.text)
            case .version(let others):
                try printVersion(global: GlobalOptions.parse(others))
            case .parse(let arguments):
                var command = try parseAsRoot(arguments)
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            // --help prints as usual, fitted to the terminal's width.
            if code == .success {
                let help = fullMessage(for: error)
                guard HelpText.isHelp(help) else { exit(withError: error) }
                print(HelpText.fitted(help, width: TerminalStyle.detect().width))
                Foundation.exit(0)
            }
            let message = fullMessage(for: error).escapingControlCharacters(keepingLineBreaks: true)
            if !message.isEmpty {
                FileHandle.standardError.write(Data((message + (message.hasSuffix("\n") ? "" : "\n")).utf8))
            }
            // Errors of the command line itself (a query refused before it runs) are usage errors.
            let usage = error is QueryError || error is UsageError
            Foundation.exit(usage ? ExitCode.validationFailure.rawValue : code.rawValue)
        }
    }

    /// `--version` given with other root options, e.g. `--db PATH --version`.
    func run() throws {
        try Self.printVersion(global: global)
    }

    private static func printVersion(global: GlobalOptions) throws {
        let pokedex = try global.openPokedex()
        print(VersionText.render(tool: "pokesearch \(version)", dataset: try DatasetInfo.read(from: pokedex),
                                 path: pokedex.location.databasePath))
    }
}
