import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The judged queries of `relevance/power.json` in the classes of moves,
/// evolution methods, egg groups, places and natures, on the bundled
/// dataset: a Pokémon search, or the entity command of `cmd` (`moves healing`).
@Suite struct PowerClassesRelevanceTests {
    static let categories: Set<String> = ["move-class", "evolution-method", "egg-group", "location", "natures", "nature"]

    static var judgements: [RelevanceJudgement] {
        RelevanceJudgement.all("power").filter { categories.contains($0.cat) }
    }

    @Test func judgementsAreThere() {
        #expect(Self.judgements.count >= 7)
    }

    @Test(arguments: judgements)
    func powerQuery(_ judgement: RelevanceJudgement) throws {
        let pokedex = try TestPokedex.shared()
        let ids: [Int]
        if let command = judgement.cmd?.first {
            let kind = try #require(EntityKind.allCases.first { $0.plural == command }, "unknown command \(command)")
            ids = try EntitySearch(pokedex: pokedex).search(EntityRequest(kind: kind, query: judgement.q, limit: 5_000)).hits.map(\.entity.id)
        } else {
            ids = try SearchEngine(pokedex: pokedex).search(SearchRequest(query: judgement.q, limit: 5_000)).hits.map(\.pokemon.id)
        }
        let failure = judgement.failure(for: ids)
        #expect(failure == nil, "\(judgement.cmd ?? []) \(judgement.q): \(failure ?? "")")
    }
}
