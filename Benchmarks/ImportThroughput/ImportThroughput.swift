// Measures `pokesearch import` of the complete PokéAPI dump: wall clock, CPU
// and peak resident memory (aims: a quarter of Python's `json.load` of the
// same files, and 150 MB, on 2 cores), and checks that every Pokémon landed.
// The dump folder is read from $POKEAPI_DUMP (default /tmp/pokeapi); without
// it the suite is skipped with a message. Archives of it (api-data.zip,
// api-data.tar.gz, api-data.tar.xz) found in $POKEAPI_ARCHIVES (default
// /tmp/pokeapi-archives) are imported too, each as a benchmark of its own.
//
//   mkdir -p /tmp/pokeapi && tar -xJf api-data-v2.tar.xz -C /tmp/pokeapi
//   POKESEARCH_BENCHMARKS=1 swift package benchmark --target ImportThroughput
//
// Python's time is measured beside the import's, in one interleaved run, by
// `against_python.py` (this folder), which also times each archive format and
// its decompression alone; `equivalence.py` checks two builds make the same
// Pokédex.
import Benchmark
import Foundation
import PokeSearch
import PokeSearchArchives

let benchmarks: @Sendable () -> Void = {
    let environment = ProcessInfo.processInfo.environment
    let dump = environment["POKEAPI_DUMP"] ?? "/tmp/pokeapi"
    let pokemonFolder = URL(fileURLWithPath: dump).appendingPathComponent("data/api/v2/pokemon").path
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: pokemonFolder) else {
        print("ImportThroughput skipped: no PokéAPI dump at \(dump) (expected \(pokemonFolder)); set POKEAPI_DUMP")
        return
    }
    let expectedPokemon = entries.filter { Int($0) != nil }.count
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pokesearch-import-benchmark-\(getpid())")
    let location = PokedexLocation(databasePath: folder.appendingPathComponent("pokedex.sqlite").path)

    let archives = environment["POKEAPI_ARCHIVES"] ?? "/tmp/pokeapi-archives"
    let sources = [("the complete dump", dump)] + ["zip", "tar.gz", "tar.xz"].compactMap { format in
        let path = "\(archives)/api-data.\(format)"
        return FileManager.default.fileExists(atPath: path) ? ("the complete dump from its .\(format)", path) : nil
    }
    for (name, path) in sources {
        Benchmark(
            "Import \(name)",
            configuration: .init(
                metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
                warmupIterations: 1,
                maxDuration: .seconds(60),
                maxIterations: 5,
                teardown: { try? FileManager.default.removeItem(at: folder) }
            )
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                let summary = try DumpImporter(dumpPath: path, archives: LibArchiveReader()).importDump(into: location)
                guard summary.counts[.pokemon] == expectedPokemon else {
                    fatalError("imported \(summary.counts[.pokemon] ?? 0) Pokémon from \(path), the dump has \(expectedPokemon)")
                }
            }
        }
    }
}
