import GRDB
import Testing
@testable import PokeSearch

/// Text analyzed ahead of the index must index exactly what the tokenizer
/// would have made of the raw text.
@Suite struct PreAnalyzedTextTests {
    /// The tokens the `analyzed` tokenizer reads back from encoded text.
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

    @Test("An analyzed FTS5 table answers MATCH like one fed raw text")
    func matchesLikeRawText() throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in PokeTokenizer.register(in: db) }
        let dbQueue = try DatabaseQueue(configuration: configuration)
        let names = ["Salamèche", "リザードン", "噴火龍", "Mr. Mime", "Nidoran♀", "피카츄", "ピカチュウ"]
        try dbQueue.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE raw USING fts5(x, tokenize='pokesearch', prefix='2 3')")
            try db.execute(sql: "CREATE VIRTUAL TABLE pre USING fts5(x, tokenize='pokesearch analyzed', prefix='2 3')")
            for (index, name) in names.enumerated() {
                try db.execute(sql: "INSERT INTO raw(rowid, x) VALUES (?, ?)", arguments: [index + 1, name])
                try db.execute(sql: "INSERT INTO pre(rowid, x) VALUES (?, ?)",
                               arguments: [index + 1, PreAnalyzedText.encode(name, mode: .document)])
            }
        }
        for pattern in [#""salameche""#, #""ザードン""#, #""rizadon""#, #""火龍""#, #""mr mime""#, #""pika" *"#, #""nidoran" "f""#, #""龍""#] {
            let raw = try dbQueue.read { try Int.fetchAll($0, sql: "SELECT rowid FROM raw WHERE raw MATCH ? ORDER BY rowid", arguments: [pattern]) }
            let pre = try dbQueue.read { try Int.fetchAll($0, sql: "SELECT rowid FROM pre WHERE pre MATCH ? ORDER BY rowid", arguments: [pattern]) }
            #expect(!raw.isEmpty, "\(pattern)")
            #expect(pre == raw, "\(pattern)")
        }
    }

    @Test func unknownTokenizerArgumentIsRefused() throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in PokeTokenizer.register(in: db) }
        let dbQueue = try DatabaseQueue(configuration: configuration)
        #expect(throws: DatabaseError.self) {
            try dbQueue.write { try $0.execute(sql: "CREATE VIRTUAL TABLE t USING fts5(x, tokenize='pokesearch stemmed')") }
        }
    }
}
