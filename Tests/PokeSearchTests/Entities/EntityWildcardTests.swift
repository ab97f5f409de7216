import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Wildcards in entity searches (issue 16): `*` and `?` over names in every
/// language, matched whole, like Pokémon names.
@Suite struct EntityWildcardTests {
    let search: EntitySearch

    init() throws {
        search = EntitySearch(pokedex: try TestPokedex.shared())
    }

    func names(_ kind: EntityKind, _ query: String) throws -> Set<String> {
        Set(try search.search(EntityRequest(kind: kind, query: query, limit: 500)).hits.map(\.entity.name))
    }

    @Test func aStarMatchesAnyRunAnywhereInTheName() throws {
        let beams = try names(.move, "*beam")
        #expect(beams.isSuperset(of: ["ice-beam", "psybeam", "bubble-beam", "hyper-beam", "solar-beam"]))
        #expect(beams.allSatisfy { $0.hasSuffix("beam") })
        let greats = try names(.item, "great*")
        #expect(greats.contains("great-ball"))
        #expect(!greats.contains("ultra-ball"))
    }

    @Test func aQuestionMarkIsOneCharacterAndPatternsWorkInOtherScripts() throws {
        #expect(try names(.move, "p?ison*").contains("poison-sting"))
        #expect(try names(.move, "p??ison*").isEmpty)
        #expect(try names(.move, "10まん*").contains("thunderbolt"))
        #expect(try names(.ability, "lev*").contains("levitate"))
    }

    @Test func patternsCombineWithFieldsAndOnlyWildcardsIsAnError() throws {
        let physical = try names(.move, "*punch category:physical")
        #expect(physical.contains("thunder-punch") && physical.contains("fire-punch"))
        #expect(try names(.move, "*punch category:status").isEmpty)
        #expect(throws: QueryError.self) { try search.search(EntityRequest(kind: .move, query: "*?")) }
    }

    @Test func theGlobIsMatchedWholeAsSQLiteWould() throws {
        let pattern = GlobMatcher(glob: try #require(try WildcardPattern.parse("char*zard", position: 1)).glob)
        #expect(pattern.matches("charizard") && pattern.matches("charzard"))
        #expect(!pattern.matches("charizards") && !pattern.matches("xcharizard"))
        let one = GlobMatcher(glob: try #require(try WildcardPattern.parse("Pika?hu", position: 1)).glob)
        #expect(one.matches("pikachu") && !one.matches("pikahu") && !one.matches("pikaachu"))
        let kana = GlobMatcher(glob: try #require(try WildcardPattern.parse("ピカ*", position: 1)).glob)
        #expect(kana.matches("ピカチュウ") && !kana.matches("ライチュウ"))
    }
}
