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
        guard let reason = Self.landsWithTheDataBranch[judgement.cat] else { return try check(judgement) }
        try withKnownIssue(Comment(rawValue: reason)) { try check(judgement) }
    }

    /// The power classes another branch (`data`) brings: move classes from
    /// PokéAPI's move `meta`, evolution methods, egg groups as a field and
    /// where Pokémon are met. Their marks go when that branch merges.
    static let landsWithTheDataBranch = [
        "move-class": "move classes (PokéAPI's move meta) land with the data branch",
        "evolution-method": "evolution methods as words and fields land with the data branch",
        "egg-group": "`egg group` as a field word lands with the data branch",
        "location": "encounter locations are imported by the data branch",
    ]

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
