import GRDB

/// Runs searches against an opened Pokédex: text → syntax → plan → SQL,
/// then ranking, typo tolerance and the requested page.
public final class SearchEngine: Sendable {
    /// The Pokédex searched.
    public let pokedex: Pokedex
    private let nameTokens = NameTokenCache()

    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// Parses, plans and runs `request`, returning one ranked page.
    /// An empty query matches every Pokémon.
    public func search(_ request: SearchRequest) throws -> SearchResults {
        try pokedex.database.read { db in
            try search(request, in: db)
        }
    }

    /// The same, inside a read the caller already holds.
    package func search(_ request: SearchRequest, in db: Database) throws -> SearchResults {
        let languageID = try LanguageCatalog(db: db).id(for: request.language)
        var plan = SearchPlan()
        if !request.query.allSatisfy({ $0.isWhitespace || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } }) {
            plan = try QueryResolver(db: db).resolve(QueryParser().parse(request.query))
            if plan.isEmpty { throw QueryError.nothingSearchable(request.query) }
        }
        var matches = try rank(plan, request: request, db: db)
        if matches.isEmpty, let corrected = try TypoCorrector(db: db, nameTokens: nameTokens).corrected(plan) {
            plan = corrected
            matches = try rank(plan, request: request, db: db)
        }
        let corrections = plan.terms.compactMap { term in
            term.corrections.first.map { "\(term.text) → \($0)" }
        }
        let suggestions = matches.isEmpty ? try suggest(for: plan, languageID: languageID, db: db) : []

        let page = Array(matches.dropFirst(max(0, request.offset)).prefix(max(0, request.limit)))
        let summaries = try loadSummaries(ids: page.map(\.id), languageID: languageID, db: db)
        let hits = page.compactMap { match -> SearchHit? in
            guard let summary = summaries[match.id] else { return nil }
            return SearchHit(pokemon: summary, score: match.score,
                             explanation: request.explain ? explain(match, plan: plan, request: request) : [])
        }
        return SearchResults(hits: hits, totalMatches: matches.count, corrections: corrections, suggestions: suggestions)
    }

    // MARK: - Matching and ranking

    private func rank(_ plan: SearchPlan, request: SearchRequest, db: Database) throws -> [RankedMatch] {
        // Arguments in the order their `?` appear: select list, FROM, WHERE.
        var selectArguments: [(any DatabaseValueConvertible)?] = []
        var fromArguments: [(any DatabaseValueConvertible)?] = []
        var from = "pokemon_card c"
        var bm25 = "0.0"
        if let expression = FullTextExpression.conjunction(of: plan.terms) {
            // CROSS JOIN keeps the full-text match as the outer loop: joined
            // plainly, SQLite may probe it once per Pokémon instead.
            from = """
                (SELECT rowid AS id, bm25(pokemon_fts, \(RelevanceOrder.columnWeights)) AS rank
                   FROM pokemon_fts WHERE pokemon_fts MATCH ?) m
                CROSS JOIN pokemon_card c ON c.id = m.id
                """
            fromArguments.append(expression)
            bm25 = "m.rank"
        }
        var exact = "0", prefix = "0"
        if let name = plan.nameQuery {
            exact = "c.id IN (SELECT pokemon_id FROM search_name WHERE folded = ?)"
            prefix = "c.id IN (SELECT pokemon_id FROM search_name WHERE folded >= ? AND folded < ?)"
            selectArguments += [name, name, name + "\u{10FFFF}"]
        }
        var conditions = plan.conditions
        if let trainer = request.favoritesOf {
            conditions.append(SQLCondition("""
                c.id IN (SELECT f.pokemon_id FROM user.favorite f JOIN user.trainer t ON t.id = f.trainer_id
                          WHERE t.name = ?)
                """, [trainer]))
        }
        if request.defaultFormsOnly {
            conditions.append(SQLCondition("c.is_default = 1"))
        }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.map(\.sql).joined(separator: " AND ")
        let arguments = selectArguments + fromArguments + conditions.flatMap(\.arguments)
        let orderBy = request.sort.map { $0.orderBy(descending: request.descending) } ?? RelevanceOrder.orderBy
        let sql = """
            SELECT c.id, c.species_id, c.is_default, \(exact) AS exact, \(prefix) AS prefix, \(bm25) AS bm25
              FROM \(from)
             \(whereClause)
             ORDER BY \(orderBy)
            """
        // Cached: the same shape of query (and the benchmark) reuses the prepared statement.
        return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments)).map { row in
            RankedMatch(id: row["id"], speciesID: row["species_id"], isDefault: row["is_default"],
                        exactName: row["exact"], namePrefix: row["prefix"], bm25: row["bm25"])
        }
    }

    private func loadSummaries(ids: [Int], languageID: Int, db: Database) throws -> [Int: PokemonSummary] {
        guard !ids.isEmpty else { return [:] }
        // One statement for every page: the ids travel as a JSON array.
        let statement = try db.cachedStatement(sql: """
            SELECT \(PokemonSummary.selection) FROM pokemon_card c
             WHERE c.id IN (SELECT value FROM json_each(:ids))
            """)
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        let rows = try PokemonSummary.fetchAll(statement, arguments: ["lang": languageID, "ids": list])
        return Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - Talking about results

    /// "Did you mean" as Pokémon names in the request's language: a close
    /// name word is only a hint (`pikachuu` is ピカチュウ's spelling), the
    /// Pokémon it finds is the answer.
    private func suggest(for plan: SearchPlan, languageID: Int, db: Database) throws -> [String] {
        let corrector = TypoCorrector(db: db, nameTokens: nameTokens)
        var suggestions: [String] = []
        for term in plan.terms where term.tokens.count == 1 {
            for word in try corrector.suggestions(for: term.tokens[0]) {
                let wordPlan = try QueryResolver(db: db).resolve(QueryParser().parse(word))
                guard let best = try rank(wordPlan, request: SearchRequest(query: word), db: db).first,
                      let name = try loadSummaries(ids: [best.id], languageID: languageID, db: db)[best.id]?.displayName,
                      !suggestions.contains(name) else { continue }
                suggestions.append(name)
            }
        }
        return suggestions
    }

    private func explain(_ match: RankedMatch, plan: SearchPlan, request: SearchRequest) -> [String] {
        var lines: [String] = []
        if let sort = request.sort {
            lines.append("sorted by \(sort.rawValue) \(request.descending ? "descending" : "ascending")")
        }
        if let name = plan.nameQuery {
            if match.exactName { lines.append("exact name match '\(name)'" + (match.isDefault ? " (default form)" : " (alternate form)")) }
            else if match.namePrefix { lines.append("a name starts with '\(name)'") }
        }
        if !plan.terms.isEmpty {
            lines.append(String(format: "bm25 %.3f over %@", match.bm25, plan.terms.map { "'\($0.text)'" }.joined(separator: ", ")))
        }
        for term in plan.terms where !term.corrections.isEmpty {
            lines.append("typo: '\(term.text)' read as \(term.corrections.map { "'\($0)'" }.joined(separator: " or ")) (\(term.typos) edit\(term.typos == 1 ? "" : "s"))")
        }
        if !plan.filterDescriptions.isEmpty {
            lines.append("filters: " + plan.filterDescriptions.joined(separator: ", "))
        }
        lines.append("ties: Pokédex #\(match.speciesID)" + (match.isDefault ? ", default form" : ", alternate form"))
        return lines
    }
}
