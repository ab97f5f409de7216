import GRDB
import PokeSearch

/// Measures in-process search latency: every query of a mix, `runs` times,
/// through the same engine call the command line makes (parse, plan, match,
/// rank, one page of summaries), on an already opened Pokédex.
public struct LatencyBenchmark: Sendable {
    /// The latencies of one query class.
    public struct ClassReport: Sendable, Encodable {
        public var queryClass: String
        public var queries: Int
        public var latency: LatencySummary

        enum CodingKeys: String, CodingKey { case queryClass = "class", queries, latency }
    }

    /// Every class, all of them together, and the queries that were refused.
    public struct Report: Sendable, Encodable {
        public var classes: [ClassReport]
        public var overall: LatencySummary?
        /// Queries the engine refused (`QueryError`), with the reason: they are not timed.
        public var refused: [String]
    }

    public let pokedex: Pokedex
    public let mix: QueryMix
    /// Timed runs of each query.
    public let runs: Int
    /// Page size of each search, as `--limit`.
    public let limit: Int

    /// The most runs of each query: every run's time is kept (16 bytes), and
    /// a hundred thousand runs of the built-in mix already take minutes.
    public static let maximumRuns = 100_000

    /// `limit` as a search reads it: larger than `Pagination.maximumLimit` is that.
    public init(pokedex: Pokedex, mix: QueryMix = .builtIn, runs: Int, limit: Int = 20) throws {
        guard (1...Self.maximumRuns).contains(runs) else { throw BenchmarkError.badRuns(runs) }
        self.pokedex = pokedex
        self.mix = mix
        self.runs = runs
        self.limit = min(max(limit, 1), Pagination.maximumLimit)
    }

    /// Runs the benchmark, calling `progress(done, total)` now and then.
    public func run(progress: (Int, Int) -> Void = { _, _ in }) throws -> Report {
        let engine = SearchEngine(pokedex: pokedex)
        // As a server runs: the search index in memory, read once before any search.
        try engine.preload()
        let entities = EntitySearch(pokedex: pokedex)
        // Entity names and effect texts take most of a preload: read only for a mix that searches them.
        if mix.queries.contains(where: { $0.entityKind != nil }) { try entities.preload() }
        let limit = limit
        // Pokémon queries through the search engine, entity queries (`entity` class) through entity search.
        let requests = mix.queries.map { query -> (Database) throws -> Void in
            if let kind = query.entityKind {
                let request = EntityRequest(kind: kind, query: query.text, limit: limit)
                return { _ = try entities.search(request, in: $0) }
            }
            let request = SearchRequest(query: query.text, limit: limit)
            return { _ = try engine.search(request, in: $0) }
        }
        let clock = ContinuousClock()
        var samples = Array(repeating: [Duration](), count: requests.count)
        var refused: [Int: String] = [:]
        // Each search in a read of its own, as `SearchEngine.search(_:)` and the
        // server run one, timed from inside the read: the search and the lock it
        // takes on the file (which every real search pays), not the connection
        // queue. One read for the whole run left that out and disagreed with
        // the SearchLatency suite, which times the same way.
        for (index, request) in requests.enumerated() {
            // Untimed warm-up: statements get prepared and pages cached once.
            do { try pokedex.database.read(request) } catch let error as QueryError {
                refused[index] = error.description
            } catch let error as EntityError {
                refused[index] = error.description
            }
        }
        let total = runs * (requests.count - refused.count)
        let step = max(1, total / 200)
        var done = 0
        // Class by class, cycling through the class's queries, as the
        // SearchLatency suite's one benchmark per class runs them: a mix
        // that went round every class in turn found colder caches (the
        // previous class's index pages and memos) and read up to 35% higher
        // than the suite on the same queries.
        for queryClass in mix.classes {
            let members = mix.queries.indices.filter { mix.queries[$0].queryClass == queryClass && refused[$0] == nil }
            for _ in 0..<runs {
                for index in members {
                    let elapsed = try pokedex.database.read { db in
                        try clock.measure { try requests[index](db) }
                    }
                    samples[index].append(elapsed)
                    done += 1
                    if done % step == 0 { progress(done, total) }
                }
            }
        }
        progress(total, total)
        var classes: [ClassReport] = []
        for queryClass in mix.classes {
            let members = mix.queries.indices.filter { mix.queries[$0].queryClass == queryClass && refused[$0] == nil }
            guard let latency = LatencySummary(members.flatMap { samples[$0] }) else { continue }
            classes.append(ClassReport(queryClass: queryClass, queries: members.count, latency: latency))
        }
        return Report(classes: classes, overall: LatencySummary(samples.flatMap { $0 }),
                      refused: refused.keys.sorted().map { "\(mix.queries[$0].text): \(refused[$0]!)" })
    }
}
