import GRDB
import Synchronization

/// Pokémon summaries (display names and types in a language, stats) made
/// once per Pokémon and language and kept for the engine's lifetime: a page
/// of results is then read from memory, by document, with no hashing.
final class SummaryCache: Sendable {
    /// By language, each document's summary once made.
    private let byLanguage = Mutex<[Int: [PokemonSummary?]]>([:])

    /// The summaries of `documents` in `languageID`, in order (nil for a
    /// document without one); those not made yet are made from their cards
    /// and their names in the index.
    func summaries(documents: [Int], languageID: Int, cards: CardTable, in db: Database) throws -> [PokemonSummary?] {
        var found = byLanguage.withLock { known in
            documents.map { document in known[languageID].flatMap { $0[document] } }
        }
        let missing = documents.indices.filter { found[$0] == nil }
        guard !missing.isEmpty else { return found }
        let made = try PokemonSummary.fetch(documents: missing.map { documents[$0] }, cards: cards, languageID: languageID, in: db)
        for index in missing { found[index] = made[cards.cards[documents[index]].id] }
        byLanguage.withLock { known in
            var table = known[languageID] ?? Array(repeating: nil, count: cards.count)
            known[languageID] = nil  // the table is changed in place, not copied
            for index in missing where table[documents[index]] == nil { table[documents[index]] = found[index] }
            known[languageID] = table
        }
        return found
    }

    /// The summaries of the Pokémon `ids`, by id.
    func summaries(ids: [Int], languageID: Int, cards: CardTable, in db: Database) throws -> [Int: PokemonSummary] {
        let documents = ids.compactMap(cards.document(ofPokemon:))
        var byID: [Int: PokemonSummary] = [:]
        for summary in try summaries(documents: documents, languageID: languageID, cards: cards, in: db) {
            if let summary { byID[summary.id] = summary }
        }
        return byID
    }
}
