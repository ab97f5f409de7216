import GRDB

/// Pokémon summaries (display names and types in a language, stats) read
/// once per Pokémon and language and kept for the engine's lifetime: a
/// page of results is then read from memory, and the display-name
/// expression (a dozen correlated subqueries per row) runs once per row.
final class SummaryCache: Sendable {
    private struct Key: Hashable, Sendable {
        var id: Int
        var languageID: Int
    }

    private let memo = BatchMemo<Key, PokemonSummary>()

    /// The summaries of `ids` in `languageID`, by id; those not yet known are read in one query.
    func summaries(ids: [Int], languageID: Int, in db: Database) throws -> [Int: PokemonSummary] {
        let found = try memo.values(for: ids.map { Key(id: $0, languageID: languageID) }) { missing in
            let fetched = try PokemonSummary.fetch(ids: missing.map(\.id), languageID: languageID, in: db)
            return Dictionary(uniqueKeysWithValues: fetched.map { (Key(id: $0.key, languageID: languageID), $0.value) })
        }
        return Dictionary(uniqueKeysWithValues: found.map { ($0.key.id, $0.value) })
    }
}
