import Testing
@testable import PokeSearch

/// Tables by kind (the typo search's spellings) are indexed by a kind's position.
@Suite struct LexiconKindTests {
    @Test func aKindsPositionIsItsPlaceAmongAllKinds() {
        for (place, kind) in LexiconKind.allCases.enumerated() {
            #expect(kind.position == place, "\(kind)")
        }
    }
}
