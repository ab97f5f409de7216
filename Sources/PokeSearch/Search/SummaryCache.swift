import GRDB
import Synchronization

/// Pokémon summaries (display names and types in a language, stats) read
/// once per Pokémon and language and kept for the engine's lifetime: a
/// page of results is then read from memory, and the display-name
/// expression (a dozen correlated subqueries per row) runs once per row.
final class SummaryCache: Sendable {
    private struct Key: Hashable {
        var id: Int
        var languageID: Int
    }

    private let summaries = Mutex<[Key: PokemonSummary]>([:])

    /// The summaries of `ids` in `languageID`, by id; those not yet known are read in one query.
    func summaries(ids: [Int], languageID: Int, in db: Database) throws -> [Int: PokemonSummary] {
        var found: [Int: PokemonSummary] = [:]
        var missing: [Int] = []
        summaries.withLock { known in
            for id in ids {
                if let summary = known[Key(id: id, languageID: languageID)] { found[id] = summary } else { missing.append(id) }
            }
        }
        guard !missing.isEmpty else { return found }
        let fetched = try PokemonSummary.fetch(ids: missing, languageID: languageID, in: db)
        summaries.withLock { known in
            for (id, summary) in fetched { known[Key(id: id, languageID: languageID)] = summary }
        }
        return found.merging(fetched) { first, _ in first }
    }
}
