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
            the EVs it gives, weaknesses and resistances, evolutions, Pokédex
            entry, sprites, moves, and when you caught it; a ★ marks a favorite
            of the trainer.

            With --format json, a Pokémon is one object (not an array): id, name,
            species_id, display_name, is_default, names, genus, height_m, weight_kg,
            base_experience, types, abilities, stats, ev_yield, matchups, evolution,
            flavor_text, sprites, moves, learnset, caught_at, form, where_to_find,
            and favorite when a trainer is chosen.

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
        "Moves and wild encounters in this game: a version group (scarlet-violet, sword-shield, red-blue…) or a version (red, violet…); default: the latest game it is in (moves), every game (encounters).",
        valueName: "game"), completion: .custom(PokedexCompletion.games))
    var game: String?

    /// `show psychic` shows the move: "Psychic is also a type: pokesearch show type:psychic".
    private func printOtherMeanings(besides shown: EntityReference, in pokedex: Pokedex) throws {
        let input = name.joined(separator: " ")
        guard output.format == .table, EntityKind.prefixed(input) == nil else { return }
        let others = try EntityResolver(search: EntitySearch(pokedex: pokedex))
            .entities(named: input, language: output.lang, kinds: [.move, .ability, .item, .type, .nature])
            .filter { $0.kind != shown.kind || $0.id != shown.id }
        for line in AlsoNamedLine.lines(for: others) { print(line) }
    }

    func run() throws {
        let pokedex = try global.openPokedex()
        let reference: PokemonReference
        switch try NameResolver(pokedex: pokedex).resolve(name) {
        case .entity(let entity):
            try EntityShow(output: output, pokedex: pokedex).show(entity)
            try printOtherMeanings(besides: entity, in: pokedex)
            return
        case .pokemon(let pokemon):
            reference = pokemon
        }
        let games = VersionGroupResolver(pokedex: pokedex)
        let versionGroup: String?, asked: String?
        do {
            asked = try game.map(games.resolve)
            versionGroup = try asked ?? games.latest(for: reference)
        } catch let error as CatalogError {
            throw UsageError(error.description)
        }
        let detail = try PokemonDetail.load(reference, language: output.lang, trainer: trainer.current.name,
                                            game: versionGroup, wildIn: asked, from: pokedex)
        let favorite = trainer.favoritesToMark(pokedex)?.contains(reference.id)
        try output.emit(table: {
                            PokemonDetailText(style: output.style, isFavorite: favorite == true, terms: output.terms(pokedex))
                                .render(detail)
                        },
                        json: { try JSONResults.encode(detail, favorite: favorite) })
    }
}
