import GRDB

/// Runs searches against an opened Pokédex: parse (text → syntax), resolve
/// (→ plan), compile (→ SQL), rank, then the requested page.
public final class SearchEngine: Sendable {
    /// The Pokédex searched.
    public let pokedex: Pokedex
    private let nameTokens = NameTokenCache()
    private let spellings = LexiconSpellings()
    private let compiler = PlanCompiler(bm25Weights: RelevanceOrder.columnWeights)

    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// Parses, plans and runs `request`, returning one ranked page.
    /// An empty query matches every Pokémon.
    public func search(_ request: SearchRequest) throws -> SearchResults {
        let onlyIDs = try favoriteIDs(request)
        return try pokedex.read { db in
            try search(request, onlyIDs: onlyIDs, in: db)
        }
    }

    /// The same, inside a read of the Pokédex the caller already holds.
    package func search(_ request: SearchRequest, in db: Database) throws -> SearchResults {
        try search(request, onlyIDs: favoriteIDs(request), in: db)
    }

    /// The favorites `request` is restricted to, read (never created) from
    /// the user data file; nil when it is not restricted.
    private func favoriteIDs(_ request: SearchRequest) throws -> [Int]? {
        guard let trainer = request.favoritesOf else { return nil }
        return try pokedex.userData.read(orIfMissing: []) { db in
            try TrainerCollection.favorites.entries(ofTrainer: trainer, in: db).keys.sorted()
        }
    }

    private func search(_ request: SearchRequest, onlyIDs: [Int]?, in db: Database) throws -> SearchResults {
        let languageID = try pokedex.languages.id(for: request.language, in: db)
        var plan = SearchPlan()
        if !request.query.allSatisfy({ $0.isWhitespace || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } }) {
            plan = try QueryResolver(db: db, spellings: spellings).resolve(QueryParser().parse(request.query))
            if plan.isEmpty { throw QueryError.nothingSearchable(request.query) }
        }
        let scope = PlanCompiler.Scope(onlyIDs: onlyIDs, defaultFormsOnly: request.defaultFormsOnly)
        var matches = try rank(plan, scope: scope, request: request, db: db)
        if plan.isRandom {
            // `random`: one Pokémon of the request's scope, drawn afresh each time.
            matches = matches.randomElement().map { [$0] } ?? []
        }
        if matches.isEmpty, let corrected = try TypoCorrector(db: db, nameTokens: nameTokens).corrected(plan) {
            plan = corrected
            matches = try rank(plan, scope: scope, request: request, db: db)
        }
        let corrections = plan.corrections + plan.terms.compactMap { term in
            term.corrections.first.map { "\(term.text) → \($0)" }
        }
        let suggestions = matches.isEmpty
            ? try NameSuggestions(db: db, nameTokens: nameTokens, spellings: spellings, compiler: compiler).suggestions(for: plan, languageID: languageID)
            : []

        let order = Self.order(of: plan, request: request)
        let page = Array(matches.dropFirst(max(0, request.offset)).prefix(max(0, request.limit)))
        let fetched = try PokemonSummary.fetch(ids: page.map(\.id), languageID: languageID, in: db)
        let summaries = Dictionary(TwinNames.distinguished(page.compactMap { fetched[$0.id] }).map { ($0.id, $0) },
                                   uniquingKeysWith: { first, _ in first })
        let forms = try plan.nameQuery.map {
            try FormMatcher(db: db).forms(named: $0, among: page.map(\.id), languageID: languageID)
        } ?? [:]
        let hits = page.compactMap { match -> SearchHit? in
            guard let summary = summaries[match.id] else { return nil }
            var reasons = request.explain
                ? RankingReason.reasons(for: match, plan: plan, sort: order.key, descending: order.descending) : []
            if request.explain, let form = forms[match.id] {
                reasons.insert(.form(form.displayName), at: reasons.firstIndex { if case .bm25 = $0 { true } else { false } } ?? 0)
            }
            return SearchHit(pokemon: summary, score: match.score, explanation: reasons, form: forms[match.id])
        }
        return SearchResults(hits: hits, totalMatches: matches.count, corrections: corrections, suggestions: suggestions)
    }

    private func rank(_ plan: SearchPlan, scope: PlanCompiler.Scope, request: SearchRequest, db: Database) throws -> [RankedMatch] {
        let order = Self.order(of: plan, request: request)
        let names = order.key == .name
            ? (languageID: try pokedex.languages.id(for: request.language, in: db),
               collation: LanguageCollation.registered(for: request.language, in: db).name)
            : nil
        // A superlative's placeholders come last; a sort the request asks for keeps the data as it is.
        let last = request.sort == nil ? plan.superlative?.placeholders : nil
        return try Ranker(db: db).rank(compiler.compile(plan, scope: scope), nameQuery: plan.nameQuery,
                                       sort: order.key, descending: order.descending, names: names, last: last)
    }

    /// The request's sort, else the query's superlative (`slowest water`), else relevance.
    private static func order(of plan: SearchPlan, request: SearchRequest) -> (key: SortKey?, descending: Bool) {
        if let sort = request.sort { return (sort, request.descending) }
        if let superlative = plan.superlative { return (superlative.key, superlative.descending) }
        return (nil, false)
    }
}
