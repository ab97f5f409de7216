import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `pokesearch trainer list|add|use|rm|passwd`: trainer profiles.
struct TrainerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trainer",
        abstract: "List, add, choose or delete trainer profiles, or set a password for `pokesearch serve`.",
        discussion: """
            A profile holds favorites and a backpack. `trainer add NAME` creates one (so
            does a first favorite or catch, saying so). Commands use the profile of
            --trainer NAME, else $POKESEARCH_TRAINER, else the one `trainer use NAME`
            remembers (in $XDG_CONFIG_HOME/pokesearch/trainer, else
            ~/.config/pokesearch/trainer), else "default". Reading a profile that does
            not exist is an error naming the closest ones and where the name came from.
            Deleting the remembered profile forgets it.

            Examples:
              pokesearch trainer add misty
              pokesearch trainer use misty
              pokesearch trainer list
              pokesearch trainer rm brock --yes
            """,
        subcommands: [List.self, Add.self, Use.self, Remove.self, Password.self],
        defaultSubcommand: List.self)

    @OptionGroup var global: GlobalOptions

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List trainer profiles; * marks the one commands use.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var trainer: TrainerOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let trainers = try TrainerProfiles(pokedex: global.openPokedex()).all()
            try output.emit(table: { TrainerTable.render(trainers, current: trainer.current.name, style: output.style) },
                            json: { try JSONResults.encode(trainers) })
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Create a trainer profile.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var profile: ProfileNameArgument

        func run() throws {
            let trainer = try TrainerProfiles(pokedex: global.openPokedex()).add(named: profile.name)
            print("Created trainer '\(trainer.name)'; use it with `\(ShellWord.trainerCommand("use", trainer.name))`.")
        }
    }

    struct Use: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "use", abstract: "Make a profile the one later commands use.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var profile: ProfileNameArgument

        func run() throws {
            let trainer = try TrainerProfiles(pokedex: global.openPokedex()).required(named: profile.name)
            let file = try CurrentTrainer.remember(trainer.name)
            print("Now using trainer '\(trainer.name)' (remembered in \(file.escapingControlCharacters())).")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm", abstract: "Delete a profile with its favorites and catches (and forget it if `trainer use` chose it).")
        @OptionGroup var global: GlobalOptions
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
        var yes = false
        @OptionGroup var profile: ProfileNameArgument

        func run() throws {
            let profiles = try TrainerProfiles(pokedex: global.openPokedex())
            let summary = try profiles.summary(named: profile.name)
            let holds = "\(Plural.count(summary.favorites, "favorite")), \(summary.catches) caught"
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    throw UsageError("deleting '\(summary.name)' needs confirmation: pass --yes")
                }
                print("Delete trainer '\(summary.name)' (\(holds))? [y/N] ", terminator: "")
                let answer = (readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
                guard answer == "y" || answer == "yes" else {
                    print("Nothing deleted.")
                    return
                }
            }
            try profiles.delete(named: summary.name)
            print("Deleted trainer '\(summary.name)' (\(holds)).")
            if let file = try CurrentTrainer.forget(summary.name) {
                print("It was the trainer `pokesearch trainer use` remembered: forgot it (removed \(file.escapingControlCharacters())); commands now use \"\(Trainer.defaultName)\".")
            }
            let current = CurrentTrainer.resolve(explicit: nil)
            if current.source == .environment, UserNameKey.of(current.name) == UserNameKey.of(summary.name) {
                print("$POKESEARCH_TRAINER still names it: unset it or set it to another profile.")
            }
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
        @OptionGroup var profile: ProfileNameArgument

        func run() throws {
            let password: String
            if isatty(STDIN_FILENO) == 1 {
                let first = String(cString: getpass("New password for '\(profile.name)': "))
                let second = String(cString: getpass("Again: "))
                guard first == second else { throw ValidationError("the two passwords differ; nothing changed") }
                password = first
            } else {
                password = readLine(strippingNewline: true) ?? ""
            }
            let trainer = try TrainerAccounts(pokedex: global.openPokedex()).setPassword(name: profile.name, password: password)
            print("Password set for trainer '\(trainer.name)'.")
        }
    }
}
