// Measures `pokesearch import` of the complete PokéAPI dump: wall clock and
// peak resident memory (budget: 2.5 s and 400 MB on 2 cores), and checks that
// every Pokémon landed. The dump is read from $POKEAPI_DUMP (default
// /tmp/pokeapi); without it the suite is skipped with a message.
//
//   mkdir -p /tmp/pokeapi && tar -xJf api-data-v2.tar.xz -C /tmp/pokeapi
//   POKESEARCH_BENCHMARKS=1 swift package benchmark --target ImportThroughput
import Benchmark
import Foundation
import PokeSearch

let benchmarks: @Sendable () -> Void = {
    let dump = ProcessInfo.processInfo.environment["POKEAPI_DUMP"] ?? "/tmp/pokeapi"
    let pokemonFolder = URL(fileURLWithPath: dump).appendingPathComponent("data/api/v2/pokemon").path
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: pokemonFolder) else {
        print("ImportThroughput skipped: no PokéAPI dump at \(dump) (expected \(pokemonFolder)); set POKEAPI_DUMP")
        return
    }
    let expectedPokemon = entries.filter { Int($0) != nil }.count
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pokesearch-import-benchmark-\(getpid())")
    let location = PokedexLocation(databasePath: folder.appendingPathComponent("pokedex.sqlite").path)

    Benchmark(
        "Import the complete dump",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
            warmupIterations: 1,
            maxDuration: .seconds(60),
            maxIterations: 5,
            teardown: { try? FileManager.default.removeItem(at: folder) }
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let summary = try DumpImporter(dumpPath: dump).importDump(into: location)
            guard summary.counts[.pokemon] == expectedPokemon else {
                fatalError("imported \(summary.counts[.pokemon] ?? 0) Pokémon, the dump has \(expectedPokemon)")
            }
        }
    }
}
