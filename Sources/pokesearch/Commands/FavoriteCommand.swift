import ArgumentParser
import PokeSearch

/// `pokesearch fav add|rm|list`: a trainer's favorite Pokémon.
struct FavoriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fav",
        abstract: "Mark Pokémon as favorites, unmark them, list them.",
        discussion: """
            Favorites belong to a trainer profile (--trainer, "default" when omitted)
            and live beside the Pokédex, so they survive every re-import.
            Restrict a search to them with `pokesearch QUERY --favorites`.

            Examples:
              pokesearch fav add pikachu 6 salamèche
              pokesearch fav rm charmander
              pokesearch fav list --sort total --desc
            """,
        subcommands: [Add.self, Remove.self, List.self])

    @OptionGroup var global: GlobalOptions

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add favorites (adding twice is harmless).")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var trainer: TrainerOptions
        @Argument(help: ArgumentHelp(
            "Pokémon ids, slugs or names in any language; a name of several words needs no quotes (the longest run of words that names a Pokémon is one name).",
            valueName: "name|id"))
        var pokemon: [String]

        func run() throws {
            let pokedex = try global.openPokedex()
            let references = try PokemonResolver(pokedex: pokedex).resolveNames(pokemon)
            let added = try Favorites(pokedex: pokedex, trainer: trainer.forWriting,
                                      onNewProfile: TrainerOptions.announceNewProfile).add(references)
            for reference in references {
                print(added.contains(reference) ? "★ \(reference.englishName)" : "\(reference.englishName) is already a favorite")
            }
            NumbersOnlyNotice.print(for: references, in: pokedex)
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove favorites.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var trainer: TrainerOptions
        @Argument(help: ArgumentHelp(
            "Pokémon ids, slugs or names in any language; a name of several words needs no quotes (the longest run of words that names a Pokémon is one name).",
            valueName: "name|id"))
        var pokemon: [String]

        func run() throws {
            let pokedex = try global.openPokedex()
            let references = try PokemonResolver(pokedex: pokedex).resolveNames(pokemon)
            let removed = try Favorites(pokedex: pokedex, trainer: trainer.forReading(pokedex)).remove(references)
            for reference in references {
                print(removed.contains(reference) ? "☆ \(reference.englishName)" : "\(reference.englishName) was not a favorite")
            }
            NumbersOnlyNotice.print(for: references, in: pokedex)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List favorites, in Pokédex order by default.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var trainer: TrainerOptions
        @OptionGroup var listing: ListingOptions

        func run() throws {
            let pokedex = try global.openPokedex()
            try listing.list(.favorites(trainer.forReading(pokedex)), from: pokedex,
                             empty: "No favorites yet: add some with `pokesearch fav add NAME`.")
        }
    }
}
