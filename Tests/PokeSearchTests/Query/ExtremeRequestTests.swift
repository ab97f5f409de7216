import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// An app builds `SearchRequest` and `EntityRequest` itself, with any two
/// numbers: the engine answers each pair, the page it names or none, and
/// never traps on its own arithmetic.
@Suite struct ExtremeRequestTests {
    static let numbers = [Int.min, -1, 0, 1, 3, 1 << 53, Int.max - 1, Int.max]

    @Test(arguments: numbers)
    func anyOffsetAndLimitGiveThePageTheyName(offset: Int) throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let all = try engine.search(SearchRequest(query: "fire", limit: 10_000)).hits.map(\.pokemon.id)
        for limit in Self.numbers {
            let results = try engine.search(SearchRequest(query: "fire", limit: limit, offset: offset))
            let start = min(max(0, offset), all.count)
            #expect(results.hits.map(\.pokemon.id) == Array(all[start...].prefix(max(0, limit))), "offset \(offset), limit \(limit)")
            #expect(results.totalMatches == all.count)
        }
    }

    @Test(arguments: numbers)
    func entitySearchesToo(offset: Int) throws {
        let search = EntitySearch(pokedex: try TestPokedex.shared())
        let all = try search.search(EntityRequest(kind: .move, query: "fire", limit: 10_000)).hits.map(\.entity.id)
        for limit in Self.numbers {
            let results = try search.search(EntityRequest(kind: .move, query: "fire", limit: limit, offset: offset))
            let start = min(max(0, offset), all.count)
            #expect(results.hits.map(\.entity.id) == Array(all[start...].prefix(max(0, limit))), "offset \(offset), limit \(limit)")
        }
    }
}
