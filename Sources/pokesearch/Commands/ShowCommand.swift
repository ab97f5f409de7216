import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `pokesearch show NAME|ID`: one Pokémon in full.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one Pokémon, move, item, ability or type in full.",
        discussion: """
            Names in every language, genus, size, types, abilities, base stats,
            weaknesses and resistances, evolutions, Pokédex entry, sprites,
            moves, and when you caught it; a ★ marks a favorite of the trainer.

            With --format json, a Pokémon is one object (not an array): id, name,
            species_id, display_name, is_default, names, genus, height_m, weight_kg,
            base_experience, types, abilities, stats, matchups, evolution,
            flavor_text, sprites, moves, learnset, caught_at, form, and favorite
            when a trainer is chosen.

            Examples:
              pokesearch show pikachu
              pokesearch show 6 --lang ja
              pokesearch show pikachu --game red       (moves in Red and Blue)
              pokesearch show "Mega Charizard X" --format json
              pokesearch show thunderbolt     (a move: no Pokémon has that name)
              pokesearch show move:thunderbolt  item:leftovers  ability:levitate  type:fire
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var trainer: TrainerOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: ArgumentHelp("A Pokémon id, slug or name in any language, or a move, item, ability or type (move:NAME to be explicit); several words need no quotes.", valueName: "name|id"))
    var name: [String]

    @Option(name: .long, help: ArgumentHelp(
        "Moves in this game: a version group (scarlet-violet, sword-shield, red-blue…) or a version (red, violet…); default: each move as the latest game has it.",
        valueName: "game"))
    var game: String?

    /// The name as typed, its words joined: `show mr mime` is `show "mr mime"`.
    var pokemon: String { name.joined(separator: " ") }

    func run() throws {
        let pokedex = try global.openPokedex()
        // Moves, items, abilities and types: `move:thunderbolt`, or a name no Pokémon has.
        let entities = EntityShow(output: output, pokedex: pokedex)
        let explicit = EntityKind.prefixed(pokemon) != nil
        if explicit, try entities.show(pokemon) { return }
        let reference: PokemonReference
        do {
            reference = try PokemonResolver(pokedex: pokedex).resolve(pokemon)
        } catch let error as CatalogError {
            if explicit { throw try entities.unknown(pokemon) }
            if try entities.show(pokemon) { return }
            throw error
        }
        let versionGroup: String?
        do {
            versionGroup = try game.map(VersionGroupResolver(pokedex: pokedex).resolve)
        } catch let error as CatalogError {
            throw UsageError(error.description)
        }
        let detail = try PokemonDetail.load(reference, language: output.lang, trainer: trainer.current.name,
                                            game: versionGroup, from: pokedex)
        let favorite = trainer.favoritesToMark(pokedex)?.contains(reference.id)
        try output.emit(table: { PokemonDetailText(style: output.style, isFavorite: favorite == true).render(detail) },
                        json: { try JSONResults.encode(detail, favorite: favorite) })
    }
}
