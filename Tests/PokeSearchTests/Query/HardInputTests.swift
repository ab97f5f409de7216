import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Whatever a user types gets results or a `QueryError`: never a crash, a
/// raw SQLite error or FTS5 syntax trouble.
@Suite struct HardInputTests {
    /// Pieces that are awkward alone and worse together.
    static let fragments = [
        "\"", "*", "^", "NEAR(", "NEAR(a b, 2)", ":", "(", ")", "AND", "OR", "NOT", "and", "or", "not",
        "{name}", "name:", "type:", "type:fire", "tpye:fire", "-", "!", "|", "||", "-flying", "!fire", "fire|water",
        "atk>", "atk>100", "atk>>1", "spe>=9e99", "bst<-1", "weight<0.5", "hp=NaN", "gen", "gen 4", "gen:99", "gen:x",
        "pika", "char", "mr.", "mime", "farfetch'd", "nidoran♀", "ho-oh", "type: null", "ピカチュウ", "ザー", "噴火",
        "피카츄", "火", "é", "ß", "🔥", "🐉🔥", "\u{0}", "\u{7}", "\u{1b}[31m", "\u{200b}", "\u{feff}", "\u{fffd}",
        "'", "''", "`", "\\", "%", "_", "0", "-0", "999999999999999999999", "legendary", "mega", "ability:\"swift swim\"",
        "move:surf", "color:", "is:", "is:shiny", "egg:monster", "x", "xqzvw", "charizrd", "a", "e", "ー", "・",
    ]

    @Test func thousandsOfGeneratedQueries() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        // Seeded and printed, so that a failing query can be reproduced.
        let run = LongRun("generated queries", full: 3_000, sample: 1_000, fixedSeed: 0x5EED)
        var generator = SeededGenerator(seed: run.seed)
        var answered = 0, refused = 0
        for _ in 0..<run.count {
            let count = Int(generator.next() % 5) + 1
            let separator = generator.next() % 4 == 0 ? "" : " "
            let query = (0..<count).map { _ in Self.fragments[Int(generator.next() % UInt64(Self.fragments.count))] }
                .joined(separator: separator)
            do {
                let results = try engine.search(SearchRequest(query: query, limit: 5))
                #expect(results.hits.count <= 5)
                #expect(results.totalMatches >= results.hits.count)
                answered += 1
            } catch let error as QueryError {
                #expect(!error.description.isEmpty)
                refused += 1
            } catch {
                Issue.record("\(query.debugDescription) failed with \(type(of: error)): \(error) (\(run))")
            }
        }
        #expect(answered > run.count / 3, "most generated queries are answerable (\(run))")
        #expect(refused > 0, "some generated queries are errors (\(run))")
    }

    @Test func hundredKilobyteQueryIsRefusedClearly() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let query = String(repeating: "pikachu ", count: 12_800)
        let error = #expect(throws: QueryError.self) { try engine.search(SearchRequest(query: query)) }
        #expect(error?.description.contains("too long") == true)
    }

    @Test(arguments: ["fire\u{0}dragon", "fire\u{1}\u{2}dragon", "fire\tdragon", "fire\ndragon"])
    func controlCharactersSeparateWords(query: String) throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let expected = try engine.search(SearchRequest(query: "fire dragon", limit: 500)).hits.map(\.pokemon.id)
        #expect(try engine.search(SearchRequest(query: query, limit: 500)).hits.map(\.pokemon.id) == expected)
    }

    /// Invalid UTF-8 reaches Swift as U+FFFD replacement characters.
    @Test func replacementCharactersAreNotText() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let bytes: [UInt8] = [0x70, 0x69, 0x6B, 0x61, 0xFF, 0xFE, 0x63, 0x68, 0x75]
        let query = String(decoding: bytes, as: UTF8.self)
        #expect(throws: Never.self) { _ = try engine.search(SearchRequest(query: query)) }
    }
}
