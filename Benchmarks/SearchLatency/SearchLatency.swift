// Measures in-process search latency per query class of the built-in mix
// (`QueryMix.builtIn`: name, prefix, type-aware, filters, typo, CJK, and the
// query-language classes number, region, words, evolution, matchup,
// superlative, keyword-typo, wildcard, compact, form, holder, phrase; and entity: moves, items,
// abilities) on the full default dex: the same engine
// call `pokesearch QUERY` makes, including ranking and one page of results.
// Aim: p50 under 50 µs and p99 under 500 µs per query. Each iteration runs one
// query of the class, cycling through the class's queries.
//
//   POKESEARCH_BENCHMARKS=1 swift package benchmark --target SearchLatency
import Benchmark
import Foundation
import GRDB
import PokeSearch
import PokeSearchTerminal

let benchmarks: @Sendable () -> Void = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pokesearch-latency-benchmark-\(getpid())")
    let location = PokedexLocation(databasePath: folder.appendingPathComponent("pokedex.sqlite").path)
    let pokedex: Pokedex
    do {
        pokedex = try Pokedex.open(location)
    } catch {
        fatalError("could not install the default dataset at \(location.databasePath): \(error)")
    }
    let engine = SearchEngine(pokedex: pokedex)
    let entities = EntitySearch(pokedex: pokedex)
    do {
        // As the server and `pokesearch bench` run: the search index in memory.
        try engine.preload()
        try entities.preload()
    } catch {
        fatalError("could not read the search index of \(location.databasePath): \(error)")
    }
    let mix = QueryMix.builtIn
    let cursor = QueryCursor()

    for queryClass in mix.classes {
        // Entity queries (the `entity` class) run as `pokesearch moves|items|abilities` runs them.
        let requests = mix.queries.filter { $0.queryClass == queryClass }.map { query -> @Sendable (Database) throws -> Void in
            if let kind = query.entityKind {
                let request = EntityRequest(kind: kind, query: query.text)
                return { blackHole(try entities.search(request, in: $0)) }
            }
            let request = SearchRequest(query: query.text)
            return { blackHole(try engine.search(request, in: $0)) }
        }
        Benchmark(
            "search \(queryClass)",
            configuration: .init(
                metrics: [.wallClock, .throughput],
                timeUnits: .microseconds,
                warmupIterations: requests.count,
                maxDuration: .seconds(3),
                maxIterations: 20_000,
                teardown: { try? FileManager.default.removeItem(at: folder) }
            )
        ) { benchmark in
            let request = requests[cursor.next() % requests.count]
            // Timed inside the read: the search, not the connection queue.
            try pokedex.database.read { db in
                benchmark.startMeasurement()
                try request(db)
                benchmark.stopMeasurement()
            }
        }
    }
}

/// Which query of a class runs next: each call of a benchmark's closure is
/// one sample, so the position lives outside it.
final class QueryCursor: @unchecked Sendable {
    private var position = 0

    func next() -> Int {
        defer { position += 1 }
        return position
    }
}
