import ArgumentParser
import PokeSearch

/// `pokesearch fav add|rm|list`: a trainer's favorite Pokémon.
struct FavoriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fav",
        abstract: "Mark Pokémon as favorites, unmark them, list them.",
        discussion: """
            Favorites belong to a trainer profile: the one of --trainer, else
            $POKESEARCH_TRAINER, else the one `pokesearch trainer use` remembers, else
            "default". They live beside the Pokédex, so they survive every re-import.
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
        @OptionGroup var change: FavoriteChange

        func run() throws {
            try change.apply(global: global, trainer: trainer, pick: { trainer, _ in trainer.forWriting }, { try $0.add($1) },
                             changed: { "★ \($0)" }, unchanged: { "\($0) is already a favorite" })
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove favorites.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var trainer: TrainerOptions
        @OptionGroup var change: FavoriteChange

        func run() throws {
            try change.apply(global: global, trainer: trainer, pick: { try $0.forReading($1) }, { try $0.remove($1) },
                             changed: { "☆ \($0)" }, unchanged: { "\($0) was not a favorite" })
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List favorites, in Pokédex order by default.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var trainer: TrainerOptions
        @OptionGroup var sorting: SortOptions
        @OptionGroup var paging: PageOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let pokedex = try global.openPokedex()
            let listing = ListingOptions(sorting: sorting, paging: paging, output: output)
            try listing.list(.favorites(trainer.forReading(pokedex)), from: pokedex,
                             empty: "No favorites yet: add some with `pokesearch fav add NAME`.")
        }
    }
}

/// What `fav add` and `fav rm` share: the Pokémon named and a line per
/// Pokémon saying whether it changed. The global and trainer options are the
/// commands' own groups (see `EntitySearchOptions` for why no group holds groups).
struct FavoriteChange: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "Pokémon ids, slugs or names in any language; a name of several words needs no quotes (the longest run of words that names a Pokémon is one name).",
        valueName: "name|id"))
    var pokemon: [String]

    /// Resolves the names (each Pokémon once) in the Pokédex `global` opens,
    /// applies `change` to the favorites of the trainer `pick` chooses from
    /// `trainer` (an addition that creates the profile says so), and prints
    /// `changed` for the Pokémon `change` returns, `unchanged` for the others;
    /// known by number alone on a damaged Pokédex, a note says why.
    func apply(global: GlobalOptions, trainer: TrainerOptions, pick: (TrainerOptions, Pokedex) throws -> String,
               _ change: (Favorites, [PokemonReference]) throws -> [PokemonReference],
               changed: (String) -> String, unchanged: (String) -> String) throws {
        let pokedex = try global.openPokedex()
        let references = try PokemonResolver(pokedex: pokedex).resolveNames(pokemon)
        let favorites = try Favorites(pokedex: pokedex, trainer: pick(trainer, pokedex),
                                      onNewProfile: TrainerOptions.announceNewProfile)
        let done = try change(favorites, references)
        for reference in references {
            print(done.contains(reference) ? changed(reference.englishName) : unchanged(reference.englishName))
        }
        NumbersOnlyNotice.print(for: references, in: pokedex)
    }
}
