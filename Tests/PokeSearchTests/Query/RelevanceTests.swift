import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Every judged query of `relevance/public.json`, `relevance/everyday.json`
/// and `relevance/power.json` (each with its command), against the bundled default dataset (re-indexed at first open when the
/// bundled index is older than this version's).
@Suite struct RelevanceTests {
    @Test func judgementsAreThere() {
        #expect(RelevanceJudgement.all("public").count >= 37)
        #expect(RelevanceJudgement.all("everyday").count >= 34)
        #expect(RelevanceJudgement.all("power").count >= 17)
    }

    @Test(arguments: RelevanceJudgement.all("public"))
    func judgedQuery(_ judgement: RelevanceJudgement) throws {
        try check(judgement)
    }

    @Test(arguments: RelevanceJudgement.all("everyday"))
    func everydayQuery(_ judgement: RelevanceJudgement) throws {
        try check(judgement)
    }

    @Test(arguments: RelevanceJudgement.all("power"))
    func powerQuery(_ judgement: RelevanceJudgement) throws {
        try check(judgement)
    }

    private func check(_ judgement: RelevanceJudgement) throws {
        let pokedex = try TestPokedex.shared()
        let ids: [Int]
        switch judgement.cmd?.first {
        case nil, "search":
            let results = try SearchEngine(pokedex: pokedex).search(SearchRequest(query: judgement.q, limit: 5_000))
            ids = results.hits.map(\.pokemon.id)
        case let command?:
            let kind = try #require(EntityKind.allCases.first { $0.plural == command }, "no entity command \(command)")
            let results = try EntitySearch(pokedex: pokedex).search(EntityRequest(kind: kind, query: judgement.q, limit: 5_000))
            ids = results.hits.map(\.entity.id)
        }
        let failure = judgement.failure(for: ids)
        #expect(failure == nil, "\(judgement.q): \(failure ?? "")")
    }
}
