import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `pokesearch QUERY` (or `pokesearch search QUERY`): ranked search.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the Pokédex (the default command).",
        discussion: """
            Every word must match. Names match in any language, without accents,
            and the last word as a prefix; a word that names a type means the type.
            Results come by relevance unless --sort says otherwise.

              pikachu  salameche  ピカチュウ  "mr mime"   names, any language
              "fire dragon"  "fire char"                types, and types with names
              type:water  ability:levitate  move:surf   fields (move: learns it)
              levitate  flamethrower  "swift swim"      abilities and moves, as words
              gen:4  "gen iv"  region:kanto             generation, region
              color:pink  habitat:cave  egg:dragon      colour, habitat, egg group
              "mt moon"  location:"viridian forest"      met there in the wild (--game red: in Red)
              "evolves with a water stone"  evolves:trade  what evolves that way
              "learns a priority move"  learns:recoil   learns a move of a class
              legendary  mythical  baby  mega            flags
              "fire starters"  "pseudo legendary"       first partners' and pseudo-legendary lines
              "pure fire"  "dual-type dragon"         one type only, or two
              atk>100  spe>=90  bst<400  weight<10       stats (hp atk def spa spd spe bst
                                                         height in m, weight in kg)
              -flying  !flying  NOT flying               leave out
              fire|water  "fire OR water"                either

            Examples:
              pokesearch "water atk>100" --sort attack --desc
              pokesearch dragon --sort speed --desc --limit 5
              pokesearch fire --favorites --trainer ash
              pokesearch charizrd --explain
              pokesearch "gen:1 legendary" --format json
            """)

    @OptionGroup var global: GlobalOptions

    // `ArgumentRouter` puts the words after `--`, so `-flying` stays a query word
    // while a mistyped option is an error.
    @Argument(help: ArgumentHelp("What to search for (quote it or not; after -- it may start with -).", valueName: "query"))
    var words: [String] = []

    @OptionGroup var sorting: SortOptions
    @OptionGroup var paging: PageOptions
    @OptionGroup var output: OutputOptions

    @Flag(name: .long, help: "Only the favorites of the trainer profile (--trainer).")
    var favorites = false
    @OptionGroup var trainer: TrainerOptions

    @Flag(name: .long, help: "Show why each result ranks where it does.")
    var explain = false

    @Option(name: .long, help: ArgumentHelp(
        "The game the places a query names are asked about in, or with no place the Pokémon met in the wild there: a version (red, heartgold…) or a pair (red-blue); default: every game.",
        valueName: "game"), completion: .custom(PokedexCompletion.games))
    var game: String?

    var query: String { words.joined(separator: " ") }

    func run() throws {
        try invocation().run()
    }

    /// The search these arguments ask for.
    func invocation() throws -> SearchInvocation {
        SearchInvocation(words: words, db: global.db, pagination: try paging.pagination(), sort: sorting.sort,
                         descending: sorting.desc, format: output.format, language: output.lang,
                         favoritesOnly: favorites, trainer: trainer.trainer, explain: explain, game: game)
    }

    /// The root options a word may name without its dashes.
    private static let rootOptionWords = ["version"]

    /// Whether `word` is a root option written without its dashes (`version`).
    static func namesARootOption(_ word: String) -> Bool {
        rootOptionWords.contains(word.lowercased())
    }

    /// The command a first word that found nothing was probably meant to be:
    /// a subcommand (`lsit` → `pokesearch list`) or a root option written
    /// as a word (`version` → `pokesearch --version`).
    static func command(closeTo words: [String], maximum: Int = 2) -> String? {
        guard let first = words.first, first.count >= 3 else { return nil }
        let commands = PokeSearchCommand.subcommandNames.filter { $0 != _commandName }.map { ("pokesearch " + $0, $0) }
            + rootOptionWords.map { ("pokesearch --" + $0, $0) }
        guard let close = ClosestNames.nearest(to: first, among: commands.map(\.1), maximum: maximum).first else { return nil }
        return commands.first { $0.1 == close }?.0
    }
}
