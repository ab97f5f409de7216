import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Thousands of generated queries thrown at the built binary, as a script
/// would, through every command that takes one (search, `moves`, `items`,
/// `abilities`, `show`), with the global options before the subcommand or
/// after it and the query after `--`: whatever comes in, the process exits
/// by itself (no signal), never shows a raw SQLite message, prints no
/// control character (no ESC, no bidi override) on either stream, uses the
/// Pokédex `--db` names, and exits 0 only with valid JSON on stdout (or a
/// table, for the table forms). 3,000 queries before a release, a sample of
/// 300 otherwise (`LongRun`).
@Suite struct QueryFuzzTests {
    /// Processes running at once: enough to keep both cores busy while
    /// another process starts.
    static let parallelism = 3

    @Test func generatedQueriesNeverCrashOrLeakRawErrors() async throws {
        let location = try TestPokedex.freshLocation()
        // Seeded and printed: a failing query is reproduced with the same seed.
        let run = LongRun("query fuzz", full: 3_000, sample: 300, fixedSeed: 0xF022)
        var generator = SeededGenerator(seed: run.seed)
        let runs = (0..<run.count).map { _ in
            FuzzRun(query: FuzzQuery.make(using: &generator), form: FuzzRun.Form.allCases[Int(generator.next() % UInt64(FuzzRun.Form.allCases.count))])
        }

        let started = Date()
        let results = try await Self.runAllOffThePool(runs, location: location)
        let seconds = Date().timeIntervalSince(started)

        var answered = 0, refused = 0
        let sample = run
        for (run, result) in zip(runs, results) {
            let shown = "\(run.form): " + run.query.debugDescription.prefix(200) + " (\(sample))"
            #expect(result.reason == .exit, "\(shown) ended by signal \(result.status)")
            ParallelProcessesTests.expectNoRawDatabaseMessage(result, shown)
            for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
                let raw = text.unicodeScalars.first(where: FuzzRun.isRawControl)
                #expect(raw == nil, "\(shown) printed U+\(String(raw?.value ?? 0, radix: 16, uppercase: true)) raw on \(stream)")
            }
            // A --db before the subcommand is the one used: no default Pokédex is built.
            #expect(!result.stderr.contains("Built the Pokédex"), "\(shown): \(result.stderr.prefix(300))")
            if result.status == 0 {
                #expect(run.form.accepts(result.stdout), "\(shown) exited 0 without its output: \(result.stdout.prefix(200))")
                answered += 1
            } else {
                #expect(result.status == 1 || result.status == 64, "\(shown) exited \(result.status)")
                #expect(!result.stderr.isEmpty && result.stdout.isEmpty, "\(shown): a failure says why, on stderr only")
                refused += 1
            }
        }
        #expect(!FileManager.default.fileExists(atPath: location.directory + "/.local/share/pokesearch"),
                "a command used the default Pokédex instead of --db")
        #expect(answered > run.count / 3, "most generated queries are answerable (\(run))")
        #expect(refused > 0, "some generated queries are errors (\(run))")
        print("query fuzz: \(runs.count) queries over \(FuzzRun.Form.allCases.count) command forms, \(answered) answered, "
              + "\(refused) refused, \(Self.parallelism) at a time, \(String(format: "%.1f", seconds)) s")
    }

    /// The places the audit found raw: the no-match line of moves, items and
    /// abilities (on stdout), the `--db` path of the first-run notice, bidi
    /// controls anywhere.
    @Test func userTextIsEscapedWhereverItIsEchoed() throws {
        let location = try TestPokedex.freshLocation()
        let odd = location.directory + "/x\u{1B}[2J\u{202E}/p.sqlite"
        let home = ["HOME": location.directory]
        let firstRun = try CommandLineRun.Launched(["--db", odd, "pikachu"], location: nil, environment: home).wait()
        #expect(firstRun.status == 0 && firstRun.stderr.contains("/x\\e[2J\\u{202E}/p.sqlite"), "\(firstRun.stderr)")
        var results = [firstRun]
        for (kind, query, echoed) in [("moves", "zzqxw\u{1B}[2J", "zzqxw\\e[2J"), ("items", "\u{202E}zzqxw", "\\u{202E}zzqxw"),
                                      ("abilities", "zz\u{2066}qxw\u{2069}", "zz\\u{2066}qxw\\u{2069}")] {
            let result = try CommandLineRun([kind, query], location: location)
            #expect(result.status == 0 && result.stdout.contains("No \(kind) match \u{201C}\(echoed)\u{201D}."), "\(result.stdout)")
            results.append(result)
        }
        results.append(try CommandLineRun(["show", "\u{202E}nomatch"], location: location))
        results.append(try CommandLineRun(["\u{202E}zzzq\u{1B}]0;t\u{7}"], location: location))
        for result in results {
            for text in [result.stdout, result.stderr] {
                #expect(!text.unicodeScalars.contains(where: FuzzRun.isRawControl), "\(text)")
            }
        }
    }

    /// `runAll` on Dispatch's threads: its minutes of waiting on processes
    /// must not hold a thread of Swift concurrency's pool (one per core),
    /// which the suite's servers and async tests need meanwhile.
    private static func runAllOffThePool(_ runs: [FuzzRun], location: PokedexLocation) async throws -> [CommandLineRun] {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runAll(runs, location: location) })
            }
        }
    }

    /// Runs each command, `parallelism` processes at a time; results in order.
    private static func runAll(_ runs: [FuzzRun], location: PokedexLocation) throws -> [CommandLineRun] {
        let queue = WorkQueue(runs)
        DispatchQueue.concurrentPerform(iterations: parallelism) { _ in
            while let (index, run) = queue.take() {
                do {
                    queue.finish(index, with: try CommandLineRun.Launched(run.arguments(db: location.databasePath), location: nil,
                                                                          environment: ["HOME": location.directory]).wait())
                } catch {
                    queue.fail(error)
                }
            }
        }
        return try queue.results()
    }

    /// Commands handed out one at a time to the threads that run them.
    private final class WorkQueue: @unchecked Sendable {
        private let lock = NSLock()
        private let queries: [FuzzRun]
        private var next = 0
        private var finished: [CommandLineRun?]
        private var failure: (any Error)?

        init(_ queries: [FuzzRun]) {
            self.queries = queries
            finished = Array(repeating: nil, count: queries.count)
        }

        func take() -> (Int, FuzzRun)? {
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

/// One generated query and the command that gets it.
struct FuzzRun {
    var query: String
    var form: Form

    /// How the query reaches pokesearch; `--` always ends the options, so a
    /// generated `--help` is a query too.
    enum Form: CaseIterable {
        /// `search --format json --db X -- Q`
        case searchWithOptionsAfter
        /// `--db X search --format json -- Q`
        case search
        /// `--db X --format json -- Q`: the default subcommand
        case bareSearch
        /// `--db X -- Q`: a table
        case searchTable
        /// `--db X moves --format json -- Q`, and items, abilities
        case moves, items, abilities
        /// `--db X moves -- Q`: a table, or the no-match line
        case movesTable
        /// `--db X show --format json -- Q`
        case show

        func arguments(query: String, db: String) -> [String] {
            let json = ["--format", "json", "--", query]
            return switch self {
            case .searchWithOptionsAfter: ["search", "--format", "json", "--db", db, "--", query]
            case .search: ["--db", db, "search"] + json
            case .bareSearch: ["--db", db] + json
            case .searchTable: ["--db", db, "--", query]
            case .moves: ["--db", db, "moves"] + json
            case .items: ["--db", db, "items"] + json
            case .abilities: ["--db", db, "abilities"] + json
            case .movesTable: ["--db", db, "moves", "--", query]
            case .show: ["--db", db, "show"] + json
            }
        }

        /// Whether `stdout` is what this form prints when it succeeds.
        func accepts(_ stdout: String) -> Bool {
            switch self {
            case .searchTable, .movesTable: return !stdout.isEmpty
            case .show: return (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) is [String: Any]
            default: return (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) is [Any]
            }
        }
    }

    func arguments(db: String) -> [String] {
        form.arguments(query: query, db: db)
    }

    /// What must never reach a terminal raw: C0 controls but the line feed,
    /// DEL, C1 controls, bidi embeddings, overrides, isolates and marks.
    static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
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
        0x3040...0x30FF, 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x1F300...0x1F6FF, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069,
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

    /// Terminal commands, bidi controls and other controls (no NUL: an argument cannot hold one).
    private static func controlRun(using generator: inout SeededGenerator) -> String {
        let runs = ["\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{7}", "\u{8}\u{8}", "\r", "\n", "\u{1}\u{2}\u{3}", "\u{7F}",
                    "\u{9B}31m", "\u{85}", "\u{1B}[31mred\u{1B}[0m", "\u{C}", "\u{B}",
                    "\u{202E}", "\u{202E}gnp.exe", "\u{2066}", "\u{2067}x\u{2069}", "\u{200F}", "\u{61C}"]
        return runs[Int(generator.next() % UInt64(runs.count))]
    }
}
