import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `pokesearch bench`: search latency on the user's own Pokédex, in process.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure search latency on your Pokédex, per query class.",
        discussion: """
            Runs a built-in mix of queries (names, prefixes, type-aware, filters, typos,
            CJK) or those of --queries FILE, each --runs times, inside this process, and
            prints p50, p95 and p99 latency per class. A queries file has one query a
            line, or `class<TAB>query`, or `class<TAB>query<TAB>moves` to search moves
            (items, abilities, natures) as that command does; blank lines and # comments
            are skipped.

            Examples:
              pokesearch bench
              pokesearch bench --runs 1000 --format json
              pokesearch bench --queries my-queries.txt
              pokesearch bench --class typo --class phrase
            """)

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: ArgumentHelp("A file of queries, one a line.", valueName: "file"))
    var queries: String?

    @Option(name: .customLong("class"), help: ArgumentHelp("Only the queries of this class (repeatable).", valueName: "name"))
    var classes: [String] = []

    // `.unconditional`: `--runs -1` is a count to refuse with its reason, not a missing value.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Timed runs of each query.", valueName: "n"))
    var runs = 200

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Results per search, as for a search.", valueName: "n"))
    var limit = 20

    @Option(name: .long, help: ArgumentHelp("Output format.", valueName: "format"))
    var format: OutputFormat = .table

    func validate() throws {
        guard (1...LatencyBenchmark.maximumRuns).contains(runs) else { throw ValidationError(BenchmarkError.badRuns(runs).description) }
        guard limit >= 1 else { throw ValidationError("--limit must be at least 1, not \(limit)") }
    }

    func run() throws {
        var mix = try queries.map(QueryMix.load(file:)) ?? .builtIn
        if !classes.isEmpty { mix = try mix.only(classes: classes) }
        let pokedex = try global.openPokedex()
        let bar = TerminalProgressBar.onStandardErrorIfTerminal()
        defer { bar?.finish() }
        let report = try LatencyBenchmark(pokedex: pokedex, mix: mix, runs: runs, limit: limit).run { done, total in
            bar?.update(label: "searching", done: done, total: total, detail: "\(done)/\(total) searches")
        }
        bar?.finish()
        switch format {
        case .json: print(try JSONResults.encode(report))
        case .table: print(LatencyTable.render(report, database: pokedex.location.databasePath, runs: runs))
        }
    }
}
