import GRDB
import Testing
@testable import PokeSearch

/// Text analyzed ahead of the index must index exactly what the analyzer
/// makes of the raw text.
@Suite struct PreAnalyzedTextTests {
    /// The tokens the index writer reads back from encoded text.
    private func decoded(_ encoded: String) -> [(String, Bool)] {
        var encoded = encoded
        var tokens: [(String, Bool)] = []
        encoded.withUTF8 { utf8 in
            PreAnalyzedText.forEachToken(utf8: utf8) { token, _, isColocated in
                tokens.append((String(decoding: token, as: UTF8.self), isColocated))
                return true
            }
        }
        return tokens
    }

    @Test("Encoded text gives back the analyzer's document tokens", arguments: NormalizationTests.Samples.awkwardText)
    func roundTrip(text: String) {
        let expected = Analyzer.documentTokens(text).map { ($0.text, $0.isColocated) }
        let actual = decoded(PreAnalyzedText.encode(text, mode: .document))
        #expect(actual.map(\.0) == expected.map(\.0))
        #expect(actual.map(\.1) == expected.map(\.1))
    }

    @Test func proseHasNoLatinSpellings() {
        let document = decoded(PreAnalyzedText.encode("リザードン", mode: .document)).map(\.0)
        let prose = decoded(PreAnalyzedText.encode("リザードン", mode: .prose)).map(\.0)
        #expect(document.contains("rizadon"))
        #expect(!prose.contains("rizadon"))
        #expect(prose == document.filter { $0 != "rizadon" })
    }

    @Test("The index numbers positions as the analyzer does", arguments: NormalizationTests.Samples.awkwardText)
    func positionsFollowTheAnalyzer(text: String) {
        var writer = TextIndexWriter()
        writer.add(document: 0, columns: [PreAnalyzedText.encode(text, mode: .document), "", "", ""])
        let positions = Analyzer.documentTokens(text).map(\.position)
        #expect(Int(writer.columnSizes[0]) == (positions.max().map { $0 + 1 } ?? 0))
    }
}
