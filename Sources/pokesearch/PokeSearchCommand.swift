import ArgumentParser

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
            """,
        subcommands: [
            SearchCommand.self, ShowCommand.self, ListCommand.self,
            FavoriteCommand.self, EncounterCommand.self, CatchCommand.self,
            BackpackCommand.self, ReleaseCommand.self, TrainerCommand.self, RandomCommand.self,
            ImportCommand.self, BundleCommand.self, BenchCommand.self,
            MovesCommand.self, ItemsCommand.self, AbilitiesCommand.self, TypesCommand.self,
        ],
        defaultSubcommand: SearchCommand.self
    )

    @OptionGroup var global: GlobalOptions
}
