/// What `pokesearch` alone prints: how to start, not every option.
enum ShortUsage {
    static let text = """
        pokesearch: search every Pokémon, offline, in any of PokéAPI's languages.

        Usage: pokesearch QUERY [--lang LANG] [--sort KEY] [--limit N]
               pokesearch COMMAND [ARGUMENTS]

        Examples:
          pokesearch pikachu                 a name, in any language: salameche, ピカチュウ
          pokesearch "fire dragon"           types, filters: "water atk>100", gen:4 legendary
          pokesearch show mr mime            one Pokémon in full
          pokesearch list --sort name        the whole Pokédex, a page at a time
          pokesearch encounter               meet a wild Pokémon, then `pokesearch catch`

        Commands: \(PokeSearchCommand.subcommandNames.joined(separator: ", "))
        More: pokesearch --help, pokesearch help COMMAND, pokesearch --version
        """
}
