import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Every judged query of `relevance/public.json`, against the bundled default dataset.
@Suite struct RelevanceTests {
    @Test func judgementsAreThere() {
        #expect(RelevanceJudgement.all().count >= 37)
    }

    @Test(arguments: RelevanceJudgement.all())
    func judgedQuery(_ judgement: RelevanceJudgement) throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let results = try engine.search(SearchRequest(query: judgement.q, limit: 5_000))
        let ids = results.hits.map(\.pokemon.id)
        let failure = judgement.failure(for: ids)
        #expect(failure == nil, "\(judgement.q): \(failure ?? "")")
    }
}
