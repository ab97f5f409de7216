import GRDB

/// Runs searches against an opened Pokédex: parse (text → syntax), resolve
/// (→ plan), match (→ the Pokémon the plan holds for), rank, then the
/// requested page.
///
/// One engine serves any number of searches, from any thread; it keeps what
/// it read of the search index. A process that answers many searches calls
/// `preload()` once, after which a search reads the index from memory.
public final class SearchEngine: Sendable {
    /// The Pokédex searched.
    public let pokedex: Pokedex
    private let index = SearchIndex()
    private let summaries = SummaryCache()
    private let spellings = LexiconSpellings()
    private let formDetails = FormDetails()

    /// An engine over the search index of `pokedex`; share it between threads.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// Reads the search index into memory (some 20 MB, a fraction of a
    /// second), so that every later search runs from memory, and makes now
    /// what the first typo or abbreviation would make while its search waits
    /// (the name words typo tolerance compares: 44 ms; every kind's keyword
    /// spellings and their abbreviations). Searches give the same results
    /// either way.
    public func preload() throws {
        try pokedex.read { db in
            try index.preload(in: db)
            _ = try index.nameTokens(in: db)
            _ = try index.nameAbbreviations(in: db)
            for kind in LexiconKind.allCases { _ = try spellings.spellings(of: kind, in: db).abbreviations }
        }
    }

    /// Parses, plans and runs `request`, returning one ranked page.
    /// A blank query (`SearchRequest.isBlank`) matches every Pokémon, or
    /// throws `QueryError.empty` when the request `refusesBlankQuery`.
    public func search(_ request: SearchRequest) throws -> SearchResults {
        let syntax = try Self.syntax(of: request)
        let onlyIDs = try favoriteIDs(request)
        return try pokedex.read { db in
            try search(request, syntax: syntax, onlyIDs: onlyIDs, in: db)
        }
    }

    /// The same, inside a read of the Pokédex the caller already holds.
    package func search(_ request: SearchRequest, in db: Database) throws -> SearchResults {
        let syntax = try Self.syntax(of: request)
        return try search(request, syntax: syntax, onlyIDs: favoriteIDs(request), in: db)
    }

    /// The request's query parsed, the one time it is; nil when blank.
    private static func syntax(of request: SearchRequest) throws -> QuerySyntax? {
        let syntax = try SearchRequest.syntax(of: request.query)
        if syntax == nil, request.refusesBlankQuery { throw QueryError.empty }
        return syntax
    }

    /// The favorites `request` is restricted to, read (never created) from
    /// the user data file; nil when it is not restricted.
    private func favoriteIDs(_ request: SearchRequest) throws -> [Int]? {
        guard let trainer = request.favoritesOf else { return nil }
        return try pokedex.userData.read(orIfMissing: []) { db in
            try TrainerCollection.favorites.entries(ofTrainer: trainer, in: db).keys.sorted()
        }
    }

    /// A search of games PokéAPI lists no wild Pokémon for (`scarlet
    /// exclusives`) would find nothing, for want of data: it says so.
    private func refuseGamesWithoutEncounters(_ plan: SearchPlan, reader: IndexReader) throws {
        for clause in plan.clauses where !clause.negated {
            for case .metInGames(let mask, _, _) in clause.alternatives {
                if let (games, latest) = try reader.gamesWithoutEncounters(mask) {
                    throw QueryError.noWildEncounters(games: games, latest: latest)
                }
            }
        }
    }

    private func search(_ request: SearchRequest, syntax: QuerySyntax?, onlyIDs: [Int]?, in db: Database) throws -> SearchResults {
        let reader = try index.reader(db)
        let languageID = try pokedex.languages.id(for: request.language, in: db)
        var plan = SearchPlan()
        if let syntax {
            plan = try QueryResolver(index: reader, spellings: spellings).resolve(syntax)
        }
        if let game = request.game {
            // `--game`: the places a query names are asked about in that game only.
            guard let mask = try reader.versionMask(ofGame: TextFolder.fold(game)) else {
                throw QueryError.unknownValue(field: "game", value: game, position: 0, suggestion: try reader.closestGame(to: TextFolder.fold(game)))
            }
            plan.versionMask = plan.versionMask.map { $0 & mask } ?? mask
        }
        // Games named with no place nor way of meeting (`game:red`, `fire in
        // pokemon red`, `--game red fire`): the Pokémon met in the wild there.
        if let mask = plan.versionMask, !plan.namesPlaceOrWayOfMeeting {
            let games = Filter.metInGames(versionMask: mask, exclusive: false, text: try reader.gameNames(of: mask).joined(separator: "/"))
            plan.clauses.append(FilterClause(negated: false, alternatives: [games]))
        }
        if syntax != nil, plan.isEmpty && !plan.asksForEverything { throw QueryError.nothingSearchable(request.query) }
        try refuseGamesWithoutEncounters(plan, reader: reader)
        let scope = PlanMatcher.Scope(onlyIDs: onlyIDs, forms: request.forms)
        // Ranked as far as the page asks: the rest is only counted. A request
        // is any two numbers (front ends refuse out-of-range ones through
        // `Pagination`; an app may not): past `Int.max` is "all of them".
        let (sum, overflow) = max(0, request.offset).addingReportingOverflow(max(0, request.limit))
        let needed = overflow ? Int.max : sum
        var (matches, total) = try rank(plan, scope: scope, request: request, languageID: languageID, reader: reader, needed: needed)
        if total == 0, let corrected = try TypoCorrector(index: reader).corrected(plan) {
            plan = corrected
            (matches, total) = try rank(plan, scope: scope, request: request, languageID: languageID, reader: reader, needed: needed)
        }
        var ignoredWords: [String] = []
        if total == 0, let (trimmed, ignored) = try UnmatchedWords(index: reader).dropped(from: plan) {
            let (trimmedMatches, trimmedTotal) = try rank(trimmed, scope: scope, request: request, languageID: languageID,
                                                          reader: reader, needed: needed)
            if trimmedTotal > 0 {
                (plan, matches, total, ignoredWords) = (trimmed, trimmedMatches, trimmedTotal, ignored)
            }
        }
        let corrections = plan.corrections + plan.terms.compactMap { term in
            term.corrections.first.map { "\(term.text) → \($0)" }
        }
        let suggestions = total == 0
            ? try NameSuggestions(index: reader, spellings: spellings).suggestions(for: plan, languageID: languageID)
            : []

        let order = Self.order(of: plan, request: request)
        let page = Array(matches.dropFirst(max(0, request.offset)).prefix(max(0, request.limit)))
        let fetched = try summaries.summaries(documents: page.map(\.document), languageID: languageID, cards: reader.cards, in: db)
        // Matches and summaries side by side, each copied once.
        var shown: [RankedMatch] = [], shownSummaries: [PokemonSummary] = []
        shown.reserveCapacity(page.count)
        shownSummaries.reserveCapacity(page.count)
        for (match, summary) in zip(page, fetched) {
            guard let summary else { continue }
            shown.append(match)
            shownSummaries.append(summary)
        }
        let named = TwinNames.distinguished(shownSummaries)
        let forms = try plan.nameQuery.map {
            try FormMatcher(index: reader, formDetails: formDetails).forms(named: $0, among: page.map(\.id), languageID: languageID)
        } ?? [:]
        let matchedNames = request.explain ? try Self.matchedNames(of: page, plan: plan, languageID: languageID, reader: reader) : [:]
        let hits = zip(shown, named).map { match, summary -> SearchHit in
            var reasons = request.explain
                ? RankingReason.reasons(for: match, plan: plan, sort: order.key, descending: order.descending) : []
            if request.explain, let form = forms[match.id] {
                reasons.insert(.form(form.displayName), at: reasons.firstIndex { if case .bm25 = $0 { true } else { false } } ?? 0)
            }
            if request.explain, let name = matchedNames[match.id] {
                let place = reasons.firstIndex { if case .namePrefix = $0 { true } else if case .filters = $0 { true } else { false } }
                reasons.insert(.matchedName(name.name, language: pokedex.languages.name(of: name.languageID) ?? ""),
                               at: place.map { reasons[$0].isNamePrefix ? $0 + 1 : $0 } ?? reasons.count)
            }
            return SearchHit(pokemon: summary, score: match.score, explanation: reasons, form: forms[match.id])
        }
        var results = SearchResults(hits: hits, totalMatches: total, corrections: corrections, suggestions: suggestions,
                                    ignoredWords: ignoredWords)
        if request.sort == nil, let key = order.key {
            (results.sortFromWords, results.descendingFromWords) = (key, order.descending)
        }
        return results
    }

    /// The first `needed` matches of `plan`, best first, and how many there are in all.
    private func rank(_ plan: SearchPlan, scope: PlanMatcher.Scope, request: SearchRequest, languageID: Int,
                      reader: IndexReader, needed: Int) throws -> (matches: [RankedMatch], total: Int) {
        var match = try PlanMatcher(reader: reader, versionMask: plan.versionMask, encounterMethodIDs: plan.encounterMethodIDs).match(plan, scope: scope)
        if plan.isRandom, let drawn = Array(match.documents).randomElement() {
            // `random`: one Pokémon of the request's scope, drawn afresh each time.
            match.documents = PokemonSet(capacity: reader.cards.count, [drawn])
        }
        let order = Self.order(of: plan, request: request)
        var names: Ranker.NameOrder?
        if order.key == .name {
            let ids = match.documents.map { reader.cards.cards[$0].id }
            names = Ranker.NameOrder(
                displayNames: try summaries.summaries(ids: ids, languageID: languageID, cards: reader.cards, in: reader.db).mapValues(\.displayName),
                collation: LanguageCollation.named(request.language))
        }
        // A superlative's placeholders come last; a sort the request asks for keeps the data as it is.
        let last = request.sort == nil ? plan.superlative?.placeholders : nil
        let preference = Ranker.NamePreference(languageIDs: [0, Languages.english, languageID], patterns: plan.namePatterns,
                                               defaultFormsFirst: plan.asksForAGenus)
        let ranked = try Ranker(reader: reader).rank(match, nameQuery: plan.nameQuery, sort: order.key, descending: order.descending,
                                                     names: names, last: last, limit: min(needed, plan.topCount ?? needed),
                                                     preference: preference)
        // `top 10 fastest`: the first ten are all there is.
        return (ranked, min(match.documents.count, plan.topCount ?? .max))
    }

    /// Which name of each of `page` a name prefix or a wildcard matched, for
    /// explanations: one in the reader's language, else English or the
    /// slug, else the first other one.
    private static func matchedNames(of page: [RankedMatch], plan: SearchPlan, languageID: Int,
                                     reader: IndexReader) throws -> [Int: (name: String, languageID: Int)] {
        let wanted = Set(page.filter { !$0.exactName && $0.namePrefix }.map(\.id))
        guard !wanted.isEmpty else { return [:] }
        var entries: [(pokemonID: Int, languageID: Int, name: String)] = []
        if let name = plan.nameQuery {
            entries = try reader.names(startingWith: name)
        } else {
            for glob in plan.namePatterns { entries += try reader.names(matching: glob) }
        }
        let preference = [languageID, Languages.english, 0]
        var found: [Int: (name: String, languageID: Int)] = [:]
        for entry in entries where wanted.contains(entry.pokemonID) {
            let rank = preference.firstIndex(of: entry.languageID) ?? preference.count
            if let current = found[entry.pokemonID], (preference.firstIndex(of: current.languageID) ?? preference.count) <= rank { continue }
            found[entry.pokemonID] = (entry.name, entry.languageID)
        }
        return found
    }

    /// The request's sort, else the query's superlative (`slowest water`), else relevance.
    private static func order(of plan: SearchPlan, request: SearchRequest) -> (key: SortKey?, descending: Bool) {
        if let sort = request.sort { return (sort, request.descending) }
        if let superlative = plan.superlative { return (superlative.key, superlative.descending) }
        return (nil, false)
    }
}
