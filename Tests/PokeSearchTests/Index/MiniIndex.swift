import Foundation
import GRDB
@testable import PokeSearch

/// A full-text index of a few texts, one document each in the name column,
/// built by the index's own writer into an in-memory database: what phrase
/// matching reads, without a Pokédex around it.
struct MiniIndex {
    let texts: [String]
    let queue: DatabaseQueue
    let cards: CardTable

    init(_ texts: [String], mode: Analyzer.Mode = .document) throws {
        self.texts = texts
        var writer = TextIndexWriter()
        for (document, text) in texts.enumerated() {
            writer.add(document: document, columns: [PreAnalyzedText.encode(text, mode: mode), "", "", ""])
        }
        queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: SchemaFile.search.sql)
            for (term, blob, nameBlob) in writer.postings() {
                try db.execute(sql: "INSERT INTO search_term(term, postings, name_postings) VALUES (?, ?, ?)",
                               arguments: [term, Data(blob), nameBlob.map { Data($0) }])
            }
        }
        let placeholders = texts.indices.map { document in
            PokemonCard(id: document + 1, speciesID: document + 1, generationID: 1, isDefault: true, isMega: false,
                        isLegendary: false, isMythical: false, isBaby: false, isGigantamax: false,
                        hp: 1, attack: 1, defense: 1, spAttack: 1, spDefense: 1, speed: 1,
                        height: 1, weight: 1, baseExperience: nil, captureRate: nil, evolvesFromSpeciesID: nil,
                        evolutionChainID: nil, colorID: nil, habitatID: nil, shapeID: nil,
                        typeIDs: SmallIDs([]), abilityIDs: SmallIDs([]), eggGroupIDs: SmallIDs([]))
        }
        cards = CardTable(cards: placeholders, slugs: texts, columnSizes: writer.columnSizes, attackingTypeIDs: [], matchupCodes: [])
    }

    /// The texts where every one of `terms` matches (each a phrase of query
    /// tokens; a term ending in `*` is a prefix), in document order.
    func matching(_ terms: [String]) throws -> [String] {
        try queue.read { db in
            let reader = IndexReader(db: db, cards: cards, resident: nil)
            var documents = PokemonSet.all(capacity: texts.count)
            for term in terms {
                let isPrefix = term.hasSuffix("*")
                let tokens = Analyzer.queryTokens(String(term.dropLast(isPrefix ? 1 : 0)))
                let phrase = TextQuery.Phrase(tokens: tokens, isPrefix: isPrefix, columns: .all)
                documents.formIntersection(try PhraseMatcher(reader: reader).hits(phrase).documents)
            }
            return documents.map { texts[$0] }
        }
    }
}
