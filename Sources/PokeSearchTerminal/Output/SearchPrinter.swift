import Foundation
import PokeSearch

/// Prints search results as `--format` asks. Notes about the query (typo
/// corrections, "did you mean") go to stdout beside a table, and to stderr
/// beside JSON so that stdout stays parseable.
public struct SearchPrinter: Sendable {
    /// Table or JSON.
    public var format: OutputFormat
    /// Width and colour of the table.
    public var style: TerminalStyle
    /// The sort asked for: its column joins the table.
    public var sort: SortKey?
    /// Add the score column and why each result ranks where it does.
    public var explain: Bool
    /// The trainer's favorites (pokemon ids), when a trainer is known: ★ in
    /// the table, `"favorite"` in JSON; nil leaves both out.
    public var favorites: Set<Int>?

    public init(format: OutputFormat, style: TerminalStyle, sort: SortKey?, explain: Bool, favorites: Set<Int>? = nil) {
        self.format = format
        self.style = style
        self.sort = sort
        self.explain = explain
        self.favorites = favorites
    }

    /// Prints `results` of `query`, the page `pagination` asked for.
    public func print(_ results: SearchResults, query: String, pagination: Pagination) throws {
        // The query is the user's text: its control characters are shown, not run.
        let notes = Self.notes(for: results, query: query).map { $0.escapingControlCharacters() }
        switch format {
        case .json:
            for note in notes { FileHandle.standardError.write(Data((note + "\n").utf8)) }
            Swift.print(try JSONResults.encode(results.hits, explain: explain, favorites: favorites))
        case .table:
            var lines = notes
            if !results.hits.isEmpty {
                lines.append(ResultTable(style: style, sort: sort, showScore: explain, favorites: favorites ?? []).render(results.hits))
                if explain { lines += Self.explanations(of: results.hits, from: pagination.offset) }
            }
            if results.totalMatches > 0 {
                let page = ListingPage(entries: results.hits.map { ListingEntry(pokemon: $0.pokemon) },
                                       total: results.totalMatches, pagination: pagination)
                lines.append(PageFooter.text(for: page))
            }
            Swift.print(lines.joined(separator: "\n"))
        }
    }

    private static func notes(for results: SearchResults, query: String) -> [String] {
        var notes: [String] = []
        if !results.corrections.isEmpty {
            notes.append("Showing results for " + results.corrections.joined(separator: ", ") + ".")
        }
        if let ignored = IgnoredWordsNote.text(for: results.ignoredWords) { notes.append(ignored) }
        if results.totalMatches == 0 {
            notes.append("No Pokémon match \u{201C}\(query)\u{201D}.")
            if !results.suggestions.isEmpty {
                notes.append("Did you mean " + results.suggestions.joined(separator: ", ") + "?")
            }
        }
        return notes
    }

    private static func explanations(of hits: [SearchHit], from offset: Int) -> [String] {
        var lines = ["", "Why:"]
        for (index, hit) in hits.enumerated() {
            lines.append("\(offset + index + 1). \(hit.pokemon.displayName) (score \(String(format: "%.2f", hit.score)))")
            lines += ExplanationText.lines(hit.explanation).map { "     " + $0 }
        }
        return lines
    }
}
