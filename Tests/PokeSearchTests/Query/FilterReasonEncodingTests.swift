import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A filter's reason is typed in Swift and encodes as the words scripts and
/// the web app read (`/api/search?explain=true`, `--explain --format json`).
@Suite struct FilterReasonEncodingTests {
    private func json(_ condition: FilterReason.Condition) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(condition), as: UTF8.self)
    }

    @Test func conditionsEncodeAsTheirWords() throws {
        #expect(try json(.entity(kind: .eggGroup, text: "dragon")) == #"{"entity":{"kind":"egg-group","text":"dragon"}}"#)
        #expect(try json(.entity(kind: .hiddenAbility, text: "levitate")) == #"{"entity":{"kind":"hidden ability","text":"levitate"}}"#)
        #expect(try json(.entityOrName(kind: .item, text: "leftovers")) == #"{"entityOrName":{"kind":"item","text":"leftovers"}}"#)
        #expect(try json(.comparison(stat: .spAttack, operator: .greaterOrEqual, value: 100))
            == #"{"comparison":{"operator":">=","stat":"sp-attack","value":100}}"#)
        #expect(try json(.matchup(relation: .weakFourTimes, type: "ice")) == #"{"matchup":{"relation":"weak-4x","type":"ice"}}"#)
        #expect(try json(.evolution(relation: .family, of: "pichu")) == #"{"evolution":{"of":"pichu","relation":"family"}}"#)
    }

    @Test func everyLexiconKindIsASubjectOfTheSameName() {
        for kind in LexiconKind.allCases {
            #expect(FilterReason.Subject(kind).rawValue == kind.rawValue, "\(kind)")
        }
    }

    @Test func aSearchGivesTypedConditions() throws {
        let engine = try SearchEngine(pokedex: TestPokedex.shared())
        func conditions(_ query: String) throws -> [FilterReason.Condition] {
            let hit = try #require(try engine.search(SearchRequest(query: query, limit: 1, explain: true)).hits.first, "\(query)")
            return hit.explanation.flatMap { reason -> [FilterReason.Condition] in
                if case .filters(let filters) = reason { return filters.flatMap(\.alternatives) }
                return []
            }
        }
        let dragons = try conditions("type:dragon spa>=100 weak:ice:4")
        #expect(dragons == [.entity(kind: .type, text: "dragon"), .comparison(stat: .spAttack, operator: .greaterOrEqual, value: 100),
                            .matchup(relation: .weakFourTimes, type: "ice")])
        #expect(try conditions("charmander family").contains { if case .evolution(.family, _) = $0 { true } else { false } })
    }
}
