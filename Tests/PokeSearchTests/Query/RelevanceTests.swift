import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Every judged query of `relevance/public.json` and `relevance/everyday.json`,
/// against the bundled default dataset (re-indexed at first open when the
/// bundled index is older than this version's).
@Suite struct RelevanceTests {
    @Test func judgementsAreThere() {
        #expect(RelevanceJudgement.all("public").count >= 37)
        #expect(RelevanceJudgement.all("everyday").count >= 34)
    }

    @Test(arguments: RelevanceJudgement.all("public"))
    func judgedQuery(_ judgement: RelevanceJudgement) throws {
        try check(judgement)
    }

    @Test(arguments: RelevanceJudgement.all("everyday"))
    func everydayQuery(_ judgement: RelevanceJudgement) throws {
        try check(judgement)
    }

    private func check(_ judgement: RelevanceJudgement) throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let results = try engine.search(SearchRequest(query: judgement.q, limit: 5_000))
        let ids = results.hits.map(\.pokemon.id)
        let failure = judgement.failure(for: ids)
        #expect(failure == nil, "\(judgement.q): \(failure ?? "")")
    }
}
