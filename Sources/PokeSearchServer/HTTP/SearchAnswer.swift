import PokeSearch

/// The answer of a search, `/api/search` and `/api/moves|items|abilities`
/// alike: the page, the request as read, and what the engine said about the
/// query (corrections, the corrected query, "did you mean").
struct SearchAnswer<Result: Encodable>: Encodable {
    var query: String
    var total: Int
    var limit: Int
    var offset: Int
    var sort: String?
    var order: String
    /// The sort the query's words ask for when `sort` is none (`slowest water`), and its order.
    var sortFromWords: String?
    var orderFromWords: String?
    var lang: String
    var corrections: [Correction]
    var showingResultsFor: String?
    var didYouMean: [String]
    /// Words left out because they match nothing (the query with them found nothing).
    var ignored: [String]
    var results: [Result]

    enum CodingKeys: String, CodingKey {
        case query, total, limit, offset, sort, order, lang, corrections
        case showingResultsFor = "showing_results_for", didYouMean = "did_you_mean", ignored, results
        case sortFromWords = "sort_from_words", orderFromWords = "order_from_words"
    }

    init(query: String, total: Int, limit: Int, offset: Int, sort: String?, descending: Bool, language: String,
         corrections notices: [String], didYouMean: [String], ignored: [String], results: [Result],
         sortFromWords: (key: String, descending: Bool)? = nil) {
        self.query = query
        self.total = total
        self.limit = limit
        self.offset = offset
        self.sort = sort
        order = descending ? "desc" : "asc"
        self.sortFromWords = sortFromWords?.key
        orderFromWords = sortFromWords.map { $0.descending ? "desc" : "asc" }
        lang = language
        corrections = notices.compactMap(Correction.init(notice:))
        showingResultsFor = corrections.isEmpty ? nil : Correction.apply(corrections, to: query)
        self.didYouMean = didYouMean
        self.ignored = ignored
        self.results = results
    }

    // Encoded by hand so that `sort`, `sort_from_words` and `showing_results_for` are null, not missing.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query, forKey: .query)
        try container.encode(total, forKey: .total)
        try container.encode(limit, forKey: .limit)
        try container.encode(offset, forKey: .offset)
        try container.encode(sort, forKey: .sort)
        try container.encode(order, forKey: .order)
        try container.encode(sortFromWords, forKey: .sortFromWords)
        try container.encode(orderFromWords, forKey: .orderFromWords)
        try container.encode(lang, forKey: .lang)
        try container.encode(corrections, forKey: .corrections)
        try container.encode(showingResultsFor, forKey: .showingResultsFor)
        try container.encode(didYouMean, forKey: .didYouMean)
        try container.encode(ignored, forKey: .ignored)
        try container.encode(results, forKey: .results)
    }
}

extension SearchAnswer where Result == SummaryEntry {
    /// A Pokémon search: each result as `--format json` gives it, with
    /// `favorite` when `favorites` (the logged-in trainer's) are given and the
    /// ranking's reasons as values when the request asked for them.
    init(_ results: SearchResults, request: SearchRequest, favorites: Set<Int>?) {
        self.init(query: request.query, total: results.totalMatches, limit: request.limit, offset: request.offset,
                  sort: request.sort?.rawValue, descending: request.descending, language: request.language,
                  corrections: results.corrections, didYouMean: results.suggestions, ignored: results.ignoredWords,
                  results: results.hits.map { SummaryEntry($0, favorites: favorites, explain: request.explain) },
                  sortFromWords: results.sortFromWords.map { ($0.rawValue, results.descendingFromWords) })
    }
}

extension SearchAnswer {
    /// A search of moves, items or abilities: each result as `moves --format
    /// json` gives it (`Result` is `EntitySummary`), or with how it matched
    /// as `--explain` adds (`EntityHit`).
    init(_ results: EntityResults, request: EntityRequest, results page: [Result]) {
        self.init(query: request.query, total: results.totalMatches, limit: request.limit, offset: request.offset,
                  sort: request.sort?.rawValue, descending: request.descending, language: request.language,
                  corrections: results.corrections, didYouMean: [], ignored: results.ignoredWords, results: page,
                  sortFromWords: results.sortFromWords.map { ($0.rawValue, results.descendingFromWords) })
    }
}
