import Foundation
import PokeSearch
import PokeSearchTerminal

/// A search with its options read: what `SearchCommand` runs once
/// ArgumentParser has parsed them, and what a bare query (`pokesearch
/// pikachu`, words and nothing else) runs without ArgumentParser, whose
/// reflection over the command's declarations costs more than the search.
struct SearchInvocation {
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

    var query: String { words.joined(separator: " ") }

    func run() throws {
        // A blank query would list the whole Pokédex: `list` does that, a search says what is missing.
        if !favoritesOnly, SearchRequest(query: query).isBlank { throw QueryError.empty }
        let pokedex = try GlobalOptions.openPokedex(db: db)
        let current = CurrentTrainer.resolve(explicit: trainer)
        let request = SearchRequest(
            query: query, limit: pagination.limit, offset: pagination.offset, sort: sort, descending: descending,
            language: language, favoritesOf: favoritesOnly ? try TrainerOptions.forReading(current, in: pokedex) : nil,
            explain: explain)
        let results = try SearchEngine(pokedex: pokedex).search(request)
        if results.totalMatches == 0, let command = SearchCommand.command(closeTo: words) {
            throw UsageError("no Pokémon match \u{201C}\(query)\u{201D}; did you mean `\(command)`?")
        }
        try SearchPrinter(format: format, style: TerminalStyle.detect(), sort: sort, explain: explain,
                          favorites: TrainerOptions.favoritesToMark(of: current, in: pokedex))
            .print(results, query: query, pagination: pagination)
        if format == .table, !query.contains(":") {
            let entities = try EntityResolver(search: EntitySearch(pokedex: pokedex)).entities(named: query, language: language)
            for line in AlsoNamedLine.lines(for: entities) { print(line) }
        }
    }
}
