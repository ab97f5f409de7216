import GRDB
import Testing
@testable import PokeSearch

extension NormalizationTests {
    struct PokeTokenizerTests {
        static let names = [
            "Salamèche", "Flabébé", "リザードン", "ピカチュウ", "噴火龍", "Mr. Mime", "Farfetch’d", "Nidoran♀", "Nidoran♂",
            "피카츄", "メガリザードンＸ",
        ]

        /// An in-memory FTS5 table of `names`, rowid = index + 1.
        private func makeDatabase() throws -> DatabaseQueue {
            var configuration = Configuration()
            configuration.prepareDatabase { db in PokeTokenizer.register(in: db) }
            let dbQueue = try DatabaseQueue(configuration: configuration)
            try dbQueue.write { db in
                try db.execute(sql: "CREATE VIRTUAL TABLE t USING fts5(x, tokenize='pokesearch', prefix='2 3')")
                for name in Self.names {
                    try db.execute(sql: "INSERT INTO t(x) VALUES (?)", arguments: [name])
                }
            }
            return dbQueue
        }

        @Test("MATCH finds names across scripts, accents and punctuation", arguments: [
            (#""salameche""#, ["Salamèche"]),
            (#""SALAMÈCHE""#, ["Salamèche"]),
            (#""FLABÉBÉ""#, ["Flabébé"]),
            (#""ザードン""#, ["リザードン", "メガリザードンＸ"]),
            (#""リザードン" "x""#, ["メガリザードンＸ"]),
            (#""リザードンx""#, ["メガリザードンＸ"]),
            (#""噴火""#, ["噴火龍"]),
            (#""火龍""#, ["噴火龍"]),
            (#""龍""#, ["噴火龍"]),
            (#""ン""#, ["リザードン", "メガリザードンＸ"]),
            (#""ぴかちゅう""#, ["ピカチュウ"]),
            (#""pika" *"#, ["ピカチュウ", "피카츄"]),
            (#""pikachuu""#, ["ピカチュウ"]),
            (#""penhuo" *"#, ["噴火龍"]),
            (#""ピカチ" *"#, ["ピカチュウ"]),
            (#""mr mime""#, ["Mr. Mime"]),
            (#""mime""#, ["Mr. Mime"]),
            (#""farfetchd""#, ["Farfetch’d"]),
            (#""farfetch'd""#, ["Farfetch’d"]),
            (#""nidoran" "f""#, ["Nidoran♀"]),
            (#""nidoran♂""#, ["Nidoran♂"]),
            (#""피카""#, ["피카츄"]),
            (#""lizardon""#, []),
        ])
        func match(pattern: String, expected: [String]) throws {
            let found = try makeDatabase().read { db in
                try String.fetchAll(db, sql: "SELECT x FROM t WHERE t MATCH ? ORDER BY rowid", arguments: [pattern])
            }
            #expect(found == expected)
        }

        @Test("Highlights cover the matched characters", arguments: [
            (#""mime""#, "Mr. [Mime]"),
            (#""ザードン""#, "リ[ザードン]"),
            (#""噴火""#, "[噴火]龍"),
            (#""salameche""#, "[Salamèche]"),
        ])
        func highlight(pattern: String, expected: String) throws {
            let highlighted = try makeDatabase().read { db in
                try String.fetchOne(
                    db, sql: "SELECT highlight(t, 0, '[', ']') FROM t WHERE t MATCH ? ORDER BY rowid", arguments: [pattern])
            }
            #expect(highlighted == expected)
        }

        @Test("Documents get colocated alternatives, queries never")
        func flags() throws {
            try DatabaseQueue().inDatabase { db in
                PokeTokenizer.register(in: db)
                let tokenizer = try db.makeTokenizer(PokeTokenizer.tokenizerDescriptor())
                let document = try tokenizer.tokenize(document: "噴火龍")
                #expect(document.map(\.token) == ["噴火", "噴", "penhuolong", "火龍", "火", "龍"])
                #expect(document.map { $0.flags.contains(.colocated) } == [false, true, true, false, true, true])
                let query = try tokenizer.tokenize(query: "噴火龍")
                #expect(query.map(\.token) == ["噴火", "火龍"])
                #expect(query.allSatisfy { $0.flags.isEmpty })
                #expect(try tokenizer.tokenize(document: "").isEmpty)
            }
        }
    }
}
