import GRDB

/// Runs searches against an opened Pokédex.
public final class SearchEngine: Sendable {
    /// The Pokédex searched.
    public let pokedex: Pokedex

    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// Parses, plans and runs `request`, returning one ranked page.
    public func search(_ request: SearchRequest) throws -> SearchResults {
        // Placeholder until the query engine lands: lists in Pokédex order.
        try pokedex.database.read { db in
            let sort = request.sort ?? .number
            let sql = "SELECT \(PokemonSummary.selection) FROM pokemon_card c ORDER BY \(sort.orderBy(descending: request.descending)) LIMIT :limit OFFSET :offset"
            let rows = try PokemonSummary.fetchAll(db, sql: sql, arguments: ["lang": 9, "limit": request.limit, "offset": request.offset])
            return SearchResults(hits: rows.map { SearchHit(pokemon: $0, score: 0, explanation: []) }, totalMatches: rows.count, corrections: [], suggestions: [])
        }
    }
}
