import ArgumentParser
import CStartup
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
            MovesCommand.self, ItemsCommand.self, AbilitiesCommand.self, TypesCommand.self, NaturesCommand.self,
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
        commands: { CommandTree(PokeSearchCommand.self) },
        searchOptions: { CommandOptions.search },
        rootOptions: { CommandOptions(of: PokeSearchCommand.self) })

    /// Routes the arguments (see `ArgumentRouter`), runs the command, then
    /// makes sure what it printed was written: output to a full disk or a
    /// closed file is an error, not a silent success.
    static func main() {
        pokesearch_tune_allocator_for_one_command()
        pokesearch_configure_sqlite()
        do {
            switch try router.route(Array(CommandLine.arguments.dropFirst())) {
            case .usage:
                print(ShortUsage.text)
            case .version(let others):
                let global: GlobalOptions
                do {
                    global = try GlobalOptions.parse(others)
                } catch {
                    let unexpected = others.enumerated().filter { index, word in
                        !word.hasPrefix("--db") && (index == 0 || others[index - 1] != "--db")
                    }.map(\.element)
                    throw UsageError("--version takes no arguments but --db PATH: unexpected '\(unexpected.joined(separator: " "))'")
                }
                try printVersion(global: global)
            case .parse(let arguments) where arguments.first == SearchCommand._commandName:
                // A search, the commonest command: its options are read without ArgumentParser when they can be.
                if let invocation = QuickSearchArguments.invocation(arguments) {
                    try invocation.run()
                } else {
                    var command = try parse(routed: arguments)
                    try command.run()
                }
            case .parse(let arguments):
                if arguments.first == "--generate-completion-script" {
                    print(try CompletionScript(shell: arguments.dropFirst().first ?? "", root: Self.self).text)
                    break
                }
                var command = try parse(routed: arguments)
                try command.run()
            case .completion(let current, let words):
                // Newline-separated, ending with a line the shell drops, so that an empty last word survives.
                print(([String(current)] + words + ["."]).joined(separator: "\n"))
            }
        } catch {
            // The engine's errors and the command line's own are reported without ArgumentParser's
            // messages, which build the whole command's usage only to drop it for them.
            if !ErrorReport.comesFromArgumentParser(error) {
                ErrorReport.print(ErrorReport.message(for: error))
                Foundation.exit(ErrorReport.isUsage(error) ? ExitCode.validationFailure.rawValue : ExitCode.failure.rawValue)
            }
            let code = exitCode(for: error)
            // --help prints as usual, fitted to the terminal's width.
            if code == .success {
                // Rendered unwrapped, then fitted by columns (`HelpText`): ArgumentParser wraps by characters.
                let width = TerminalStyle.helpWidth()
                setenv("COLUMNS", "100000", 1)
                let help = fullMessage(for: error)
                guard HelpText.isHelp(help) else { exit(withError: error) }
                print(HelpText.fitted(help, width: width))
                StandardOutput.finish()
            }
            ErrorReport.print(ErrorReport.message(for: error, parserMessage: fullMessage(for: error)))
            Foundation.exit(ErrorReport.isUsage(error) ? ExitCode.validationFailure.rawValue : code.rawValue)
        }
        StandardOutput.finish()
    }

    /// The command `arguments` name, parsed by the type of the subcommand
    /// they start with: the root's parse builds the root's, the default
    /// search's and the subcommand's declarations again and again (each
    /// validated anew in debug builds), most of a command's start-up. Should
    /// that fail, or end in something other than that subcommand or one of its
    /// own (`--help` parses to ArgumentParser's help command), the root parses
    /// again, for its messages and help name the whole command.
    private static func parse(routed arguments: [String]) throws -> any ParsableCommand {
        if let name = arguments.first, let command = configuration.subcommands.first(where: { $0._commandName == name }),
           let parsed = try? command.parseAsRoot(Array(arguments.dropFirst())),
           isCommand(type(of: parsed), in: command) {
            return parsed
        }
        return try parseAsRoot(arguments)
    }

    /// Whether `parsed` is `command` or one of its subcommands, down the tree.
    private static func isCommand(_ parsed: any ParsableCommand.Type, in command: any ParsableCommand.Type) -> Bool {
        parsed == command || command.configuration.subcommands.contains { isCommand(parsed, in: $0) }
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
