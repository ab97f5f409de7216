import Foundation
import Testing
@testable import PokeSearch

extension NormalizationTests {
    struct AnalyzerTests {
        @Test("Query analysis: words, CJK pairs, or a lone CJK character", arguments: [
            ("Mr. Mime", ["mr", "mime"]),
            ("Nidoran♀", ["nidoran", "f"]),
            ("SALAMÈCHE", ["salameche"]),
            ("ザードン", ["ザー", "ード", "ドン"]),
            ("ぴかちゅう", ["ピカ", "カチ", "チュ", "ュウ"]),
            ("噴火龍", ["噴火", "火龍"]),
            ("龍", ["龍"]),
            ("피카츄", ["피카", "카츄"]),
            ("Pokémonピカ", ["pokemon", "ピカ"]),
            ("６匹", ["6", "匹"]),
            ("🔥", []),
            ("", []),
        ])
        func query(text: String, expected: [String]) {
            #expect(Analyzer.queryTokens(text) == expected)
        }

        @Test("A word of ASCII letters and digits is analyzed as the full analysis would", arguments: [
            "pikachu", "Pikachu", "PORYGON2", "gen4", "0025", "a", "Z", "mrmime", "Type", "x9Y8",
        ])
        func asciiWordShortcut(word: String) throws {
            var text = word
            let full = text.withUTF8 { Analyzer.tokens(utf8: $0, mode: .query).map(\.text) }
            #expect(Analyzer.asciiWord(word) == full.first && full.count == 1)
            #expect(Analyzer.queryTokens(word) == full)
        }

        @Test("Text with anything but ASCII letters and digits takes the full analysis", arguments: [
            "", "mr. mime", "ho-oh", "farfetch'd", "é", "pokémon", "ピカ", "a b", "nidoran♀", "Ａ",
        ])
        func asciiWordShortcutDeclines(text: String) {
            #expect(Analyzer.asciiWord(text) == nil)
        }

        @Test("Query analysis of its own tokens gives them back", arguments: Samples.awkwardText)
        func queryIdempotent(text: String) {
            let tokens = Analyzer.queryTokens(text)
            #expect(Analyzer.queryTokens(tokens.joined(separator: " ")) == tokens)
            for token in tokens {
                #expect(Analyzer.queryTokens(token) == [token])
            }
        }

        @Test("A document contains the phrase its own text queries for", arguments: Samples.awkwardText)
        func documentMatchesItsQuery(text: String) {
            let query = Analyzer.queryTokens(text)
            let document = Analyzer.documentTokens(text)
            guard let first = query.first else {
                #expect(document.isEmpty)
                return
            }
            let starts = document.filter { $0.text == first }.map(\.position)
            let found = starts.contains { start in
                query.indices.allSatisfy { i in
                    document.contains { $0.position == start + i && $0.text == query[i] }
                }
            }
            #expect(found)
        }

        @Test("CJK runs: pairs, with their characters and the Latin spelling colocated")
        func cjkDocument() {
            #expect(Analyzer.documentTokens("噴火龍") == [
                AnalyzedToken(text: "噴火", utf8Range: 0..<6, position: 0, isColocated: false),
                AnalyzedToken(text: "噴", utf8Range: 0..<3, position: 0, isColocated: true),
                AnalyzedToken(text: "penhuolong", utf8Range: 0..<9, position: 0, isColocated: true),
                AnalyzedToken(text: "火龍", utf8Range: 3..<9, position: 1, isColocated: false),
                AnalyzedToken(text: "火", utf8Range: 3..<6, position: 1, isColocated: true),
                AnalyzedToken(text: "龍", utf8Range: 6..<9, position: 1, isColocated: true),
            ])
            let lone = AnalyzedToken(text: "龍", utf8Range: 0..<3, position: 0, isColocated: false)
            #expect(Analyzer.documentTokens("龍") == [lone])
        }

        @Test("A phrase spanning CJK and words finds its text", arguments: [
            ("メガリザードンＸ", "リザードン x"), ("ピカチュウ ex", "チュウ ex"), ("火 噴火龍 x", "龍 x"), ("a噴火龍b", "a 噴火"),
        ])
        func phraseAcrossRuns(document: String, phrase: String) {
            let tokens = Analyzer.documentTokens(document)
            let query = Analyzer.queryTokens(phrase)
            let found = tokens.map(\.position).contains { start in
                query.indices.allSatisfy { i in tokens.contains { $0.position == start + i && $0.text == query[i] } }
            }
            #expect(found)
        }

        @Test("Latin spellings reach CJK names", arguments: [
            ("ピカチュウ", "pikachuu"), ("ぴかちゅう", "pikachuu"), ("리자몽", "lijamong"), ("喷火龙", "penhuolong"),
        ])
        func latinSpelling(text: String, spelling: String) {
            let colocated = Analyzer.documentTokens(text).filter(\.isColocated).map(\.text)
            #expect(colocated.contains(spelling))
            #expect(Analyzer.queryTokens(spelling) == [spelling])
        }

        @Test("Tokens point at the bytes they came from", arguments: [
            ("Mr. Mime", ["Mr", "Mime"]),
            ("Farfetch’d", ["Farfetch’d"]),
            ("Nidoran♀", ["Nidoran", "♀"]),
            ("ニドラン♀", ["ニド", "ドラ", "ラン", "♀"]),
            ("ｶﾞﾙｰﾗ x", ["ｶﾞﾙｰﾗ", "ｶﾞﾙｰﾗ", "ｶﾞﾙｰﾗ", "x"]),
            ("Ｐｏｋé ball", ["Ｐｏｋé", "ball"]),
        ])
        func sourceRanges(text: String, sources: [String]) {
            let utf8 = Array(text.utf8)
            let sliced = Analyzer.documentTokens(text).filter { !$0.isColocated }.map {
                String(decoding: utf8[$0.utf8Range], as: UTF8.self)
            }
            #expect(sliced == sources)
        }

        @Test("Positions count up from zero; colocated tokens share them", arguments: Samples.awkwardText)
        func positions(text: String) {
            var position = -1
            for token in Analyzer.documentTokens(text) {
                if !token.isColocated { position += 1 }
                #expect(token.position == position && position >= 0)
                #expect(!token.text.isEmpty)
                #expect(token.utf8Range.lowerBound >= 0 && token.utf8Range.upperBound <= text.utf8.count)
            }
        }

        @Test("Invalid UTF-8 separates words like any symbol")
        func invalidUTF8() {
            let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE3, 0x81, 0x63, 0xC0, 0xAF, 0x64]
            let tokens = bytes.withUnsafeBufferPointer { Analyzer.tokens(utf8: $0, mode: .document) }
            #expect(tokens.map(\.text) == ["a", "b", "c", "d"])
            #expect(tokens.map(\.utf8Range) == [0..<1, 2..<3, 5..<6, 8..<9])
        }

        @Test("Analyzes 100 KB strings to their last word", arguments: [
            ("Pikachu, ", 11_200), ("a", 100_000), ("ピカチュウ", 6_700), ("喷火龙 ", 10_000),
        ])
        func longText(piece: String, count: Int) {
            let text = String(repeating: piece, count: count)
            let document = Analyzer.documentTokens(text)
            let query = Analyzer.queryTokens(text)
            #expect(!document.isEmpty && !query.isEmpty)
            #expect(document.last?.utf8Range.upperBound ?? 0 >= text.utf8.count - piece.utf8.count)
        }
    }
}
