import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `pokesearch repair [--user-data]`: rebuilds a damaged Pokédex, or salvages a damaged user data file.
struct RepairCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Rebuild a damaged Pokédex from the bundled dataset, or salvage damaged user data.",
        discussion: """
            Without options, checks the Pokédex and, when it is damaged or missing, builds it
            again from the dataset bundled in pokesearch (run `pokesearch import DUMP` instead
            for the latest PokéAPI data). Trainers, favorites and catches are never touched.

            With --user-data, checks the user data file (trainers, favorites, catches) and,
            when it is damaged, keeps it as pokedex.user.sqlite.damaged-DATE and replaces it
            with every row that can still be read. Run it while no other pokesearch writes.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "Repair the user data file instead of the Pokédex.")
    var userData = false

    func run() throws {
        let location = global.location
        // Paths are the user's text: shown with their control characters escaped.
        let pokedexPath = location.databasePath.escapingControlCharacters()
        let userDataPath = location.userDataPath.escapingControlCharacters()
        if userData {
            switch try UserDataRepair.run(at: location) {
            case .missing:
                print("No user data file at \(userDataPath): nothing to repair.")
            case .healthy:
                print("The user data file at \(userDataPath) is not damaged: nothing to repair.")
            case .salvaged(let salvage):
                print("""
                    Repaired \(userDataPath): salvaged \(Plural.count(salvage.trainers, "trainer")), \
                    \(Plural.count(salvage.favorites, "favorite")) and \(Plural.count(salvage.catches, "catch", "catches")).
                    The damaged file is kept as \(salvage.backupPath.escapingControlCharacters()).
                    """)
            }
        } else {
            switch try PokedexRepair.run(at: location, notice: GlobalOptions.printNotice) {
            case .healthy:
                print("The Pokédex at \(pokedexPath) is not damaged: nothing to repair.")
            case .rebuilt:
                print("""
                    Rebuilt the Pokédex at \(pokedexPath) from the bundled dataset; \
                    trainers, favorites and catches were not touched.
                    """)
            }
        }
    }
}
