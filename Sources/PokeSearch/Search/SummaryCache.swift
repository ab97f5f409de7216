import GRDB
import Synchronization

/// Pokémon summaries (display names and types in a language, stats) made
/// once per Pokémon and language and kept for the engine's lifetime: a page
/// of results is then read from memory, by document, with no hashing.
final class SummaryCache: Sendable {
    /// One language's summaries: where each document's lies in `made`, if
    /// made yet. Positions rather than a slot per document keep a one-off
    /// search, which makes a page of them, from zeroing a summary's worth
    /// of memory for every Pokémon.
    private struct Table {
        /// Position + 1 in `made` by document; 0 for one not made yet.
        var positions: [Int32]
        var made: [PokemonSummary] = []

        init(documents: Int) { positions = Array(repeating: 0, count: documents) }

        subscript(document: Int) -> PokemonSummary? {
            let position = positions[document]
            return position > 0 ? made[Int(position) - 1] : nil
        }

        mutating func add(_ summary: PokemonSummary, for document: Int) {
            guard positions[document] == 0 else { return }
            made.append(summary)
            positions[document] = Int32(made.count)
        }
    }

    /// By language.
    private let byLanguage = Mutex<[Int: Table]>([:])

    /// The summaries of `documents` in `languageID`, in order (nil for a
    /// document without one); those not made yet are made from their cards
    /// and their names in the index.
    func summaries(documents: [Int], languageID: Int, cards: CardTable, in db: Database) throws -> [PokemonSummary?] {
        var found = byLanguage.withLock { known -> [PokemonSummary?] in
            // The language's table looked up once, not once per document (each a copy of it).
            guard let table = known[languageID] else { return Array(repeating: nil, count: documents.count) }
            return documents.map { table[$0] }
        }
        let missing = documents.indices.filter { found[$0] == nil }
        guard !missing.isEmpty else { return found }
        let made = try PokemonSummary.fetch(documents: missing.map { documents[$0] }, cards: cards, languageID: languageID, in: db)
        for index in missing { found[index] = made[cards.cards[documents[index]].id] }
        byLanguage.withLock { known in
            var table = known[languageID] ?? Table(documents: cards.count)
            known[languageID] = nil  // the table is changed in place, not copied
            for index in missing {
                if let summary = found[index] { table.add(summary, for: documents[index]) }
            }
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
