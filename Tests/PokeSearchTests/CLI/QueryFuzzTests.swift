import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Thousands of generated queries thrown at the built binary, as a script
/// would: whatever comes in, the process exits by itself (no signal), never
/// shows a raw SQLite message, and exits 0 only with valid JSON on stdout.
@Suite struct QueryFuzzTests {
    static let queryCount = 3_000
    /// Processes running at once: enough to keep both cores busy while
    /// another process starts.
    static let parallelism = 3

    @Test func generatedQueriesNeverCrashOrLeakRawErrors() throws {
        let location = try TestPokedex.freshLocation()
        // Seeded: a failing query is reproduced by running the test again.
        var generator = SeededGenerator(seed: 0xF022)
        let queries = (0..<Self.queryCount).map { _ in FuzzQuery.make(using: &generator) }

        let started = Date()
        let results = try Self.runAll(queries, location: location)
        let seconds = Date().timeIntervalSince(started)

        var answered = 0, refused = 0
        for (query, result) in zip(queries, results) {
            let shown = query.debugDescription.prefix(200)
            #expect(result.reason == .exit, "\(shown) ended by signal \(result.status)")
            ParallelProcessesTests.expectNoRawDatabaseMessage(result, String(shown))
            if result.status == 0 {
                let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                #expect(json is [Any], "\(shown) exited 0 without a JSON array: \(result.stdout.prefix(200))")
                answered += 1
            } else {
                #expect(result.status == 1 || result.status == 64, "\(shown) exited \(result.status)")
                #expect(!result.stderr.isEmpty && result.stdout.isEmpty, "\(shown): a failure says why, on stderr only")
                refused += 1
            }
        }
        #expect(answered > Self.queryCount / 3, "most generated queries are answerable")
        #expect(refused > 0, "some generated queries are errors")
        print("query fuzz: \(queries.count) queries, \(answered) answered, \(refused) refused, "
              + "\(Self.parallelism) at a time, \(String(format: "%.1f", seconds)) s")
    }

    /// Runs `pokesearch search --format json -- QUERY` for each query,
    /// `parallelism` processes at a time; results in query order.
    private static func runAll(_ queries: [String], location: PokedexLocation) throws -> [CommandLineRun] {
        let queue = WorkQueue(queries)
        DispatchQueue.concurrentPerform(iterations: parallelism) { _ in
            while let (index, query) = queue.take() {
                do {
                    // `--` ends the options: a generated `--help` is a query too.
                    let arguments = ["search", "--format", "json", "--db", location.databasePath, "--", query]
                    queue.finish(index, with: try CommandLineRun.Launched(arguments, location: nil,
                                                                          environment: ["HOME": location.directory]).wait())
                } catch {
                    queue.fail(error)
                }
            }
        }
        return try queue.results()
    }

    /// Queries handed out one at a time to the threads that run them.
    private final class WorkQueue: @unchecked Sendable {
        private let lock = NSLock()
        private let queries: [String]
        private var next = 0
        private var finished: [CommandLineRun?]
        private var failure: (any Error)?

        init(_ queries: [String]) {
            self.queries = queries
            finished = Array(repeating: nil, count: queries.count)
        }

        func take() -> (Int, String)? {
            lock.withLock {
                guard next < queries.count, failure == nil else { return nil }
                defer { next += 1 }
                return (next, queries[next])
            }
        }

        func finish(_ index: Int, with run: CommandLineRun) {
            lock.withLock { finished[index] = run }
        }

        func fail(_ error: any Error) {
            lock.withLock { failure = error }
        }

        func results() throws -> [CommandLineRun] {
            try lock.withLock {
                if let failure { throw failure }
                return finished.map { $0! }
            }
        }
    }
}

/// Queries made of what breaks parsers: Unicode from every script the
/// Pokédex has and some it has not, combining marks, emoji, control
/// characters, quotes, FTS5 syntax, fields, operators, very long words.
enum FuzzQuery {
    static let fragments = [
        "\"", "\"\"", "'", "*", "^", "(", ")", "{", "}", ":", "NEAR(", "NEAR(a b, 2)", "AND", "OR", "NOT", "&&", "||",
        "|", "-", "!", "+", "type:", "type:fire", "type:\"", "tpye:fire", "gen:", "gen:4", "gen:-1", "gen:0", "gen:99",
        "gen:iv", "gen 12", "ability:\"swift swim\"", "move:surf", "is:legendary", "is:", "color:pink", "egg:", "name:pika",
        "atk>100", "atk>", "atk>>1", "spe>=9e99", "bst<-1", "hp=NaN", "weight<0.5", "height>1e308", "x:y:z", "--help",
        "--db", "-flying", "!fire", "fire|water", "pikachu", "char", "mr. mime", "farfetch'd", "nidoran♀", "ho-oh",
        "type: null", "ピカチュウ", "噴火", "피카츄", "é", "ß", "İ", "ﬁ", "🔥", "🐉🔥", "👩‍👩‍👧", "🏳️‍🌈", "\\", "%", "_",
        "0", "-0", "999999999999999999999", "∞", "١٢٣", "legendary", "mega", "xqzvw", "charizrd", "ー", "・",
    ]

    static func make(using generator: inout SeededGenerator) -> String {
        let count = 1 + Int(generator.next() % 6)
        var parts: [String] = []
        for _ in 0..<count {
            switch generator.next() % 10 {
            case 0...4: parts.append(fragments[Int(generator.next() % UInt64(fragments.count))])
            case 5, 6: parts.append(randomWord(length: 1 + Int(generator.next() % 12), using: &generator))
            case 7: parts.append(randomWord(length: 200 + Int(generator.next() % 1_200), using: &generator))
            case 8: parts.append(String(repeating: fragments[Int(generator.next() % UInt64(fragments.count))],
                                        count: 2 + Int(generator.next() % 40)))
            default: parts.append(controlRun(using: &generator))
            }
        }
        let separators = [" ", "", "  ", "\t", "|", " OR ", ":", "\u{3000}"]
        return parts.joined(separator: separators[Int(generator.next() % UInt64(separators.count))])
    }

    /// Scalar ranges drawn from: ASCII, Latin, combining marks, Greek,
    /// Cyrillic, Arabic, kana, hangul, hanzi, emoji, bidi and zero-width
    /// controls, private use.
    private static let ranges: [ClosedRange<UInt32>] = [
        0x21...0x7E, 0x21...0x7E, 0xA0...0x17F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x4FF, 0x600...0x6FF,
        0x3040...0x30FF, 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x1F300...0x1F6FF, 0x200B...0x200F, 0x202A...0x202E,
        0xFE00...0xFE0F, 0xFFF9...0xFFFD, 0xE000...0xE0FF, 0x1D400...0x1D7FF,
    ]

    private static func randomWord(length: Int, using generator: inout SeededGenerator) -> String {
        let range = ranges[Int(generator.next() % UInt64(ranges.count))]
        var word = String.UnicodeScalarView()
        for _ in 0..<length {
            // Mostly one script per word, sometimes another.
            let from = generator.next() % 8 == 0 ? ranges[Int(generator.next() % UInt64(ranges.count))] : range
            let value = from.lowerBound + UInt32(generator.next() % UInt64(from.count))
            if let scalar = Unicode.Scalar(value) { word.append(scalar) }
        }
        return String(word)
    }

    /// Terminal commands and other controls (no NUL: an argument cannot hold one).
    private static func controlRun(using generator: inout SeededGenerator) -> String {
        let runs = ["\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{7}", "\u{8}\u{8}", "\r", "\n", "\u{1}\u{2}\u{3}", "\u{7F}",
                    "\u{9B}31m", "\u{85}", "\u{1B}[31mred\u{1B}[0m", "\u{C}", "\u{B}"]
        return runs[Int(generator.next() % UInt64(runs.count))]
    }
}
