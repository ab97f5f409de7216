import Foundation
import Testing
@testable import PokeSearch
@testable import PokeSearchTerminal
import PokeSearchTestSupport

/// The latency benchmark's arithmetic, its queries file and its built-in mix:
/// what it reports, never how fast (timings are for Benchmarks/).
@Suite struct LatencyBenchmarkTests {
    @Test func percentilesAreNearestRank() throws {
        let samples = (1...100).reversed().map { Duration.microseconds($0) }
        let summary = try #require(LatencySummary(samples))
        #expect(summary.runs == 100)
        #expect(summary.p50 == .microseconds(50))
        #expect(summary.p95 == .microseconds(95))
        #expect(summary.p99 == .microseconds(99))
        #expect(summary.max == .microseconds(100))
        let one = try #require(LatencySummary([.microseconds(7)]))
        #expect(one.p50 == .microseconds(7) && one.p99 == .microseconds(7))
        #expect(LatencySummary([]) == nil)
        #expect(LatencySummary.microseconds(.nanoseconds(1_500)) == 1.5)
    }

    @Test func queriesFileNamesClassesAndSkipsComments() throws {
        let file = try temporaryFile("# my mix\n\npikachu\nname\tcharizard\n  typo\tcharizrd  \n")
        let mix = try QueryMix.load(file: file)
        #expect(mix.queries == [
            BenchmarkQuery(queryClass: "custom", text: "pikachu"),
            BenchmarkQuery(queryClass: "name", text: "charizard"),
            BenchmarkQuery(queryClass: "typo", text: "charizrd"),
        ])
        #expect(mix.classes == ["custom", "name", "typo"])
    }

    @Test func aThirdColumnSearchesAnEntityCommandAndAnUnknownOneIsNamed() throws {
        let file = try temporaryFile("two-typo\ttundre\tmoves\nabbreviation\tcscarf\titems\n")
        #expect(try QueryMix.load(file: file).queries == [
            BenchmarkQuery(queryClass: "two-typo", text: "tundre", entityKind: .move),
            BenchmarkQuery(queryClass: "abbreviation", text: "cscarf", entityKind: .item),
        ])
        let wrong = try temporaryFile("typo\ttundre\tmove\n")
        let error = #expect(throws: BenchmarkError.unknownCommand("move", path: wrong)) { try QueryMix.load(file: wrong) }
        #expect(error?.description.contains("moves, items, abilities or natures") == true)
    }

    @Test func oneClassOfTheMixRunsAloneAndAnUnknownOneIsNamed() throws {
        let typos = try QueryMix.builtIn.only(classes: ["typo", "phrase"])
        #expect(typos.classes == ["typo", "phrase"])
        #expect(typos.queries.count == 20)
        #expect(typos.queries.contains(BenchmarkQuery(queryClass: "typo", text: "charizrd")))
        let error = #expect(throws: BenchmarkError.self) { try QueryMix.builtIn.only(classes: ["typos"]) }
        #expect(error?.description.hasPrefix("no query class \"typos\" in the mix; did you mean \"typo\"? (its classes: name, prefix,") == true)
        let far = #expect(throws: BenchmarkError.self) { try QueryMix.builtIn.only(classes: ["latency"]) }
        #expect(far?.description.hasPrefix("no query class \"latency\" in the mix; its classes are name, prefix,") == true)
    }

    @Test func unusableQueriesFilesNameTheFile() throws {
        let missing = "/nonexistent/queries.txt"
        #expect(throws: BenchmarkError.unreadableQueries(path: missing, reason: "no such file")) { try QueryMix.load(file: missing) }
        let empty = try temporaryFile("# nothing\n\n")
        let error = #expect(throws: BenchmarkError.noQueries(path: empty)) { try QueryMix.load(file: empty) }
        #expect(error?.description.contains(empty) == true)
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: BenchmarkError.unreadableQueries(path: folder, reason: "it is a folder")) { try QueryMix.load(file: folder) }
    }

    @Test func everyBuiltInQueryFindsPokemon() throws {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        let entities = EntitySearch(pokedex: try TestPokedex.shared())
        #expect(QueryMix.builtIn.classes == ["name", "prefix", "type-aware", "filters", "typo", "cjk", "number", "region", "words",
                                             "evolution", "matchup", "superlative", "keyword-typo", "wildcard", "compact", "form", "holder",
                                             "phrase", "entity", "move-class", "move-group", "evolution-method", "egg-group", "ev-yield", "location",
                                             "nature", "player-words", "roles", "abbreviation", "infix", "nickname", "two-typo", "ignored"])
        for query in QueryMix.builtIn.queries {
            if let kind = query.entityKind {
                #expect(try entities.search(EntityRequest(kind: kind, query: query.text)).totalMatches > 0, "\(query.text)")
            } else {
                #expect(try engine.search(SearchRequest(query: query.text)).totalMatches > 0, "\(query.text)")
            }
        }
    }

    @Test func reportsEveryClassAndRefusedQueries() throws {
        let mix = QueryMix(queries: [
            BenchmarkQuery(queryClass: "name", text: "pikachu"),
            BenchmarkQuery(queryClass: "name", text: "mew"),
            BenchmarkQuery(queryClass: "bad", text: "tpye:fire"),
        ])
        var calls: [(Int, Int)] = []
        let report = try LatencyBenchmark(pokedex: TestPokedex.shared(), mix: mix, runs: 3).run { calls.append(($0, $1)) }
        #expect(report.classes.map(\.queryClass) == ["name"])
        #expect(report.classes.first?.queries == 2)
        #expect(report.classes.first?.latency.runs == 6)
        #expect(report.overall?.runs == 6)
        #expect(report.refused.count == 1 && report.refused[0].hasPrefix("tpye:fire: unknown field"))
        #expect(calls.last.map { $0 == (6, 6) } == true)
        #expect(throws: BenchmarkError.badRuns(0)) { try LatencyBenchmark(pokedex: TestPokedex.shared(), runs: 0) }
    }

    private func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("queries-\(UUID().uuidString).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
