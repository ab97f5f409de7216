import Testing
@testable import PokeSearch
@testable import PokeSearchTerminal
import PokeSearchTestSupport

/// `--explain` in English, line for line as the command line prints it.
@Suite struct ExplanationTextTests {
    private func search(_ query: String) throws -> SearchResults {
        try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: query, explain: true))
    }

    @Test func explainSaysWhy() throws {
        let hit = try #require(try search("pikachu").hits.first)
        #expect(ExplanationText.lines(hit.explanation).contains { $0.contains("exact name match") })
        let filtered = try #require(try search("fire dragon").hits.first)
        #expect(ExplanationText.lines(filtered.explanation).contains { $0.contains("type 'fire'") })
    }

    @Test(arguments: [
        (RankingReason.sorted(.spAttack, descending: true), "sorted by sp-attack descending"),
        (.sorted(.number, descending: false), "sorted by number ascending"),
        (.exactName("lucario", defaultForm: true), "exact name match 'lucario' (default form)"),
        (.exactName("lucario", defaultForm: false), "exact name match 'lucario' (alternate form)"),
        (.namePrefix("char"), "a name starts with 'char'"),
        (.bm25(-25.6714, terms: ["fire", "char"]), "bm25 -25.671 over 'fire', 'char'"),
        (.typo("charizrd", readAs: ["charizard"], edits: 1), "typo: 'charizrd' read as 'charizard' (1 edit)"),
        (.typo("pikaaachu", readAs: ["pikachu", "pikachuu"], edits: 2), "typo: 'pikaaachu' read as 'pikachu' or 'pikachuu' (2 edits)"),
        (.tie(speciesID: 6, defaultForm: false), "ties: Pokédex #6, alternate form"),
        (.filters([
            FilterReason(negated: false, alternatives: [.entity(kind: .type, text: "fire"), .entity(kind: .type, text: "water")]),
            FilterReason(negated: true, alternatives: [.text("flame")]),
            FilterReason(negated: false, alternatives: [.entityOrName(kind: .ability, text: "swift swim")]),
            FilterReason(negated: false, alternatives: [.generation([1, 3]), .flag("legendary")]),
            FilterReason(negated: false, alternatives: [.comparison(stat: .weight, operator: .less, value: 0.5)]),
            FilterReason(negated: false, alternatives: [.comparison(stat: .attack, operator: .greaterOrEqual, value: 100)]),
            FilterReason(negated: false, alternatives: [.name("char")]),
        ]), "filters: type 'fire' or type 'water', not text 'flame', ability or name 'swift swim', "
            + "generation 1/3 or legendary, weight < 0.5, attack >= 100, name 'char'"),
        (.filters([
            FilterReason(negated: false, alternatives: [.matchup(relation: .weak, type: "fire")]),
            FilterReason(negated: false, alternatives: [.evolution(relation: .descendants, of: "eevee")]),
            FilterReason(negated: false, alternatives: [.evolution(relation: .family, of: "pichu"), .pokedexNumber(25)]),
        ]), "filters: weak to 'fire' (type chart on current types; abilities are not counted), "
            + "evolves from 'eevee' (directly or not), evolution family of 'pichu' or Pokédex #25"),
    ])
    func lines(reason: RankingReason, line: String) {
        #expect(ExplanationText.line(reason) == line)
    }
}
