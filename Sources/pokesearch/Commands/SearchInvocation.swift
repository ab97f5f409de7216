import Foundation
import PokeSearch
import PokeSearchTerminal

/// A search with its options read: what `SearchCommand` runs once
/// ArgumentParser has parsed them, and what a search runs when
/// `QuickSearchArguments` could read them without ArgumentParser.
struct SearchInvocation: Equatable {
    var words: [String]
    var db: String? = nil
    var pagination = Pagination.first
    var sort: SortKey? = nil
    var descending = false
    var format = OutputOptions.defaultFormat
    var language = OutputOptions.defaultLanguage
    var favoritesOnly = false
    /// `--trainer`, when given.
    var trainer: String? = nil
    var explain = false
    /// `--game`: the game the places a query names are asked about in (with no place, who is met there).
    var game: String? = nil

    var query: String { words.joined(separator: " ") }

    /// Runs the search and prints it, then ends the process: a one-off
    /// command leaves its connection, statements and caches to the exit,
    /// where closing and freeing them one by one cost a twentieth of a search.
    func run() throws -> Never {
        let pokedex = try GlobalOptions.openPokedex(db: db)
        let current = CurrentTrainer.resolve(explicit: trainer)
        let request = SearchRequest(
            query: query, limit: pagination.limit, offset: pagination.offset, sort: sort, descending: descending,
            language: language, favoritesOf: favoritesOnly ? try TrainerOptions.forReading(current, in: pokedex) : nil,
            // A blank query would list the whole Pokédex: `list` does that, a search says what is missing.
            explain: explain, game: game, refusesBlankQuery: !favoritesOnly)
        let engine = SearchEngine(pokedex: pokedex)
        let results = try engine.search(request)
        // A lone word found only corrected may be a command meant; `version` alone always is (it is
        // part of no Pokémon's name but Primal Reversion, the Primal forms' own).
        let correctedAlone = words.count == 1 && (!results.corrections.isEmpty || SearchCommand.namesARootOption(words[0]))
        // Where the corrected word found something, only a command one edit away wins over it (`lsit`, not `caves` for `moves`).
        if results.totalMatches == 0 || correctedAlone,
           let command = SearchCommand.command(closeTo: words, maximum: results.totalMatches == 0 ? 2 : 1) {
            throw UsageError("no Pokémon match \u{201C}\(query)\u{201D}; did you mean `\(command)`?")
        }
        try SearchPrinter(format: format, style: TerminalStyle.detect(), sort: sort, explain: explain,
                          favorites: TrainerOptions.favoritesToMark(of: current, in: pokedex))
            .print(results, query: query, pagination: pagination)
        let entitySearch = EntitySearch(pokedex: pokedex)
        if format == .table, !query.contains(":") {
            let entities = try EntityResolver(search: entitySearch).entities(named: query, language: language)
            for line in AlsoNamedLine.lines(for: entities) { print(line) }
        }
        withExtendedLifetime((pokedex, engine, entitySearch, results)) { StandardOutput.finish() }
    }
}
