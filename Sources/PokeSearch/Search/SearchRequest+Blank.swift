extension SearchRequest {
    /// Whether the query has nothing to search for: spaces, control
    /// characters, separators or operators alone (` `, `,`, `|`, `NOT`).
    /// The engine matches every Pokémon for it (listings, a search of
    /// favorites), or refuses it with `QueryError.empty` when the request
    /// says so (`refusesBlankQuery`: a front end that searches on demand,
    /// which then need not parse the query itself).
    public var isBlank: Bool {
        do {
            return try Self.syntax(of: query) == nil
        } catch {
            return false
        }
    }

    /// The parsed query, nil when it is blank; throws when it cannot be
    /// parsed (too long).
    static func syntax(of query: String) throws -> QuerySyntax? {
        // Control characters are not text either (the analyzer reads them as spaces).
        if query.allSatisfy({ $0.isWhitespace || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } }) {
            return nil
        }
        do {
            return try QueryParser().parse(query)
        } catch QueryError.empty {
            return nil
        }
    }
}
