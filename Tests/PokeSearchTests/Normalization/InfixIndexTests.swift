import Testing
@testable import PokeSearch

/// Strings that hold a word after their first letter, found in one buffer.
@Suite struct InfixIndexTests {
    @Test func findsWordsInsideStringsButNotAtTheirStart() {
        let index = InfixIndex(["toxapex", "pexer", "garchomp", "chomp", "sumpex", "apex", "megagarchompz"])
        #expect(index.strings(holding: "pex") == [0, 4, 5])
        #expect(index.strings(holding: "chomp") == [2, 6])
        #expect(index.strings(holding: "toxapex").isEmpty)
        #expect(index.strings(holding: "z") == [6])
        #expect(index.strings(holding: "").isEmpty)
        #expect(InfixIndex([]).strings(holding: "a").isEmpty)
    }

    @Test func aStringIsFoundOnceAndNeverAcrossItsNeighbour() {
        let index = InfixIndex(["abab", "ba", "ab"])
        // `ab` sits twice in `abab` (once at its start) and would span `ba` + `ab` if strings touched.
        #expect(index.strings(holding: "ab") == [0])
        #expect(index.strings(holding: "bab") == [0])
        #expect(index.strings(holding: "aba").isEmpty)
        #expect(index.strings(holding: "aab").isEmpty)
    }
}
