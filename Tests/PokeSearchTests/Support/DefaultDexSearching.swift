@testable import PokeSearch
import PokeSearchTestSupport

/// What the query-class suites ask of the default dex: a search, and the
/// Pokémon it finds (every one: the limit is past the catalogue).
protocol DefaultDexSearching {}

extension DefaultDexSearching {
    func search(_ query: String, offset: Int = 0, limit: Int = 5_000, explain: Bool = false) throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, limit: limit, offset: offset, explain: explain))
    }

    func ids(_ query: String) throws -> Set<Int> {
        Set(try search(query).hits.map(\.pokemon.id))
    }
}
