import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `pokesearch trainer list|rm|passwd`: trainer profiles.
struct TrainerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trainer",
        abstract: "List or delete trainer profiles, or set a password for `pokesearch serve`.",
        discussion: """
            A profile holds favorites and a backpack. It is created the first time
            --trainer NAME is used; without --trainer, commands use "default".
            """,
        subcommands: [List.self, Remove.self, Password.self],
        defaultSubcommand: List.self)

    @OptionGroup var global: GlobalOptions

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List trainer profiles.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let trainers = try TrainerProfiles(pokedex: global.openPokedex()).all()
            try output.emit(table: { TrainerTable.render(trainers, style: output.style) },
                            json: { try JSONResults.encode(trainers) })
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm", abstract: "Delete a profile with its favorites and catches.")
        @OptionGroup var global: GlobalOptions
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
        var yes = false
        @Argument(help: ArgumentHelp("The profile's name.", valueName: "name"))
        var name: String

        func run() throws {
            let profiles = try TrainerProfiles(pokedex: global.openPokedex())
            let summary = try profiles.summary(named: name)
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    FileHandle.standardError.write(Data("Error: deleting '\(summary.name)' needs confirmation: pass --yes\n".utf8))
                    throw ExitCode.failure
                }
                print("Delete trainer '\(summary.name)' with \(summary.favorites) favorites and \(summary.catches) caught Pokémon? [y/N] ",
                      terminator: "")
                let answer = (readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
                guard answer == "y" || answer == "yes" else {
                    print("Nothing deleted.")
                    return
                }
            }
            try profiles.delete(named: summary.name)
            print("Deleted trainer '\(summary.name)' (\(summary.favorites) favorites, \(summary.catches) caught).")
        }
    }

    struct Password: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "passwd",
            abstract: "Set the password a profile logs in to `pokesearch serve` with (creates the profile if new).",
            discussion: """
                Asks twice on a terminal; otherwise reads one line from standard input:
                  echo 'a long secret' | pokesearch trainer passwd misty
                At least 8 characters. Every browser logged in as the profile is logged out.
                """)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp("The profile's name.", valueName: "name"))
        var name: String

        func run() throws {
            let password: String
            if isatty(STDIN_FILENO) == 1 {
                let first = String(cString: getpass("New password for '\(name)': "))
                let second = String(cString: getpass("Again: "))
                guard first == second else { throw ValidationError("the two passwords differ; nothing changed") }
                password = first
            } else {
                password = readLine(strippingNewline: true) ?? ""
            }
            let trainer = try TrainerAccounts(pokedex: global.openPokedex()).setPassword(name: name, password: password)
            print("Password set for trainer '\(trainer.name)'.")
        }
    }
}
