import GRDB

/// Pokémon summaries (display names and types in a language, stats) read
/// once per Pokémon and language and kept for the engine's lifetime: a
/// page of results is then read from memory.
final class SummaryCache: Sendable {
    private struct Key: Hashable, Sendable {
        var id: Int
        var languageID: Int
    }

    private let memo = BatchMemo<Key, PokemonSummary>()

    /// The summaries of `ids` in `languageID`, by id; those not yet known are
    /// made from their cards and their names in the index.
    func summaries(ids: [Int], languageID: Int, cards: CardTable, in db: Database) throws -> [Int: PokemonSummary] {
        let found = try memo.values(for: ids.map { Key(id: $0, languageID: languageID) }) { missing in
            let documents = missing.compactMap { cards.document(ofPokemon: $0.id) }
            let fetched = try PokemonSummary.fetch(documents: documents, cards: cards, languageID: languageID, in: db)
            return Dictionary(uniqueKeysWithValues: fetched.map { (Key(id: $0.key, languageID: languageID), $0.value) })
        }
        return Dictionary(uniqueKeysWithValues: found.map { ($0.key.id, $0.value) })
    }
}
