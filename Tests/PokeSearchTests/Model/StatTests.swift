import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `Stat` is the one list of the base stats: what summaries read, encode and
/// sort by is derived from it.
@Suite struct StatTests {
    @Test func aSummarysStatsAreItsCardsColumns() throws {
        let pokedex = try TestPokedex.shared()
        let summary = try #require(try pokedex.read { try PokemonSummary.fetch(ids: [6], languageID: Languages.english, in: $0)[6] })
        // Charizard, 78/84/78/109/85/100: each stat read from its own column.
        #expect(Stat.allCases.map { summary.stats[$0] } == [78, 84, 78, 109, 85, 100])
        #expect(summary.stats.total == 534)
        for stat in Stat.allCases {
            let sorted = try SearchEngine(pokedex: pokedex).search(SearchRequest(query: "", limit: 1, sort: stat.sortKey, descending: true))
            let top = try #require(sorted.hits.first)
            let column = try pokedex.read { try Int.fetchOne($0, sql: "SELECT max(\(stat.column)) FROM pokemon_card") }
            #expect(top.pokemon.stats[stat] == column, "\(stat)")
        }
    }

    @Test func theJSONKeysStayWhatScriptsRead() throws {
        let stats = BaseStats { Stat.allCases.firstIndex(of: $0)! + 1 }
        #expect(stats == BaseStats(hp: 1, attack: 2, defense: 3, spAttack: 4, spDefense: 5, speed: 6))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(stats), as: UTF8.self)
            == #"{"attack":2,"defense":3,"hp":1,"sp_attack":4,"sp_defense":5,"speed":6,"total":21}"#)
    }

    @Test func sortKeysKnowTheirStat() {
        #expect(Stat.allCases.allSatisfy { $0.sortKey.stat == $0 })
        #expect(SortKey.allCases.filter { $0.stat != nil }.count == Stat.allCases.count)
        #expect(SortKey.total.stat == nil && SortKey.spAttack.column == "c.sp_attack")
        #expect(Stat.allCases.map(\.abbreviation) == ["HP", "Atk", "Def", "SpA", "SpD", "Spe"])
        #expect(Stat.allCases.allSatisfy { StatField.named($0.abbreviation)?.key == $0.sortKey }, "the short names are filter fields")
    }
}
