import PokeSearch

/// `GET /api/search`'s answer: the page, and what the engine said about the query.
struct SearchAnswer: Encodable {
    struct Correction: Encodable { var from: String, to: String }

    var query: String
    var total: Int
    var limit: Int
    var offset: Int
    var sort: String?
    var order: String
    var lang: String
    var corrections: [Correction]
    var showingResultsFor: String?
    var didYouMean: [String]
    var results: [SummaryEntry]

    enum CodingKeys: String, CodingKey {
        case query, total, limit, offset, sort, order, lang, corrections
        case showingResultsFor = "showing_results_for", didYouMean = "did_you_mean", results
    }

    init(_ results: SearchResults, request: SearchRequest) {
        query = request.query
        total = results.totalMatches
        limit = request.limit
        offset = request.offset
        sort = request.sort?.rawValue
        order = request.descending ? "desc" : "asc"
        lang = request.language
        // The engine words each correction "charizrd → charizard".
        corrections = results.corrections.compactMap { text in
            let parts = text.components(separatedBy: " → ")
            return parts.count == 2 ? Correction(from: parts[0], to: parts[1]) : nil
        }
        showingResultsFor = corrections.isEmpty ? nil : Self.corrected(request.query, corrections)
        didYouMean = results.suggestions
        self.results = results.hits.map(SummaryEntry.init)
    }

    /// The query with each corrected word replaced, as the results read it.
    static func corrected(_ query: String, _ corrections: [Correction]) -> String {
        var words = query.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        for correction in corrections {
            if let index = words.firstIndex(where: { $0.lowercased() == correction.from.lowercased() }) {
                words[index] = correction.to
            }
        }
        return words.joined(separator: " ")
    }

    // Encoded by hand so that `sort` and `showing_results_for` are null, not missing.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query, forKey: .query)
        try container.encode(total, forKey: .total)
        try container.encode(limit, forKey: .limit)
        try container.encode(offset, forKey: .offset)
        try container.encode(sort, forKey: .sort)
        try container.encode(order, forKey: .order)
        try container.encode(lang, forKey: .lang)
        try container.encode(corrections, forKey: .corrections)
        try container.encode(showingResultsFor, forKey: .showingResultsFor)
        try container.encode(didYouMean, forKey: .didYouMean)
        try container.encode(results, forKey: .results)
    }
}
