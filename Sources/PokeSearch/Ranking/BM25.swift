import Foundation

/// Okapi BM25 over the full-text index, computed exactly as SQLite's FTS5
/// `bm25()` computes it (fts5_aux.c), so that ranking did not change when
/// the index left FTS5: for each phrase of the query, its IDF times its
/// saturated frequency in the document, summed in phrase order and negated
/// (lower is better).
///
/// See https://www.sqlite.org/fts5.html#the_bm25_function
struct BM25 {
    static let k1 = 1.2
    static let b = 0.75

    private let hits: [PhraseHits]
    private let idf: [Double]
    private let averageLength: Double
    private let cards: CardTable

    init(hits: [PhraseHits], cards: CardTable) {
        self.hits = hits
        self.cards = cards
        let rows = cards.count
        idf = hits.map { phrase in
            let matching = phrase.documents.count
            let idf = log((Double(rows - matching) + 0.5) / (Double(matching) + 0.5))
            return idf <= 0 ? 1e-6 : idf
        }
        averageLength = Double(cards.totalTokens) / Double(rows)
    }

    /// The score of `document`: 0 when no phrase occurs in it.
    func score(of document: Int) -> Double {
        let length = Double(cards.length(of: document))
        var score = 0.0
        for (index, phrase) in hits.enumerated() {
            let frequency = phrase.frequency(in: document)
            score += idf[index] * ((frequency * (Self.k1 + 1.0)) / (frequency + Self.k1 * (1 - Self.b + Self.b * length / averageLength)))
        }
        return -1.0 * score
    }
}
