// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "PokeSearch",
    // Synchronization.Mutex needs macOS 15 / iOS 18. Neither is built or tested here: see
    // DEVELOPERS.md, "Apple platforms", for what such a build still lacks.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PokeSearch", targets: ["PokeSearch"]),
        // Imports of a dump's .zip, .tar.gz or .tar.xz (libarchive), for apps that want them.
        .library(name: "PokeSearchArchives", targets: ["PokeSearchArchives"]),
        .executable(name: "pokesearch", targets: ["pokesearch"]),
        .executable(name: "pokesearch-server", targets: ["pokesearch-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // The HTTP server (`pokesearch serve`); its swift-configuration support is left out.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: ["FullFoundation"]),
        // Only `HummingbirdBcrypt` (password hashes), which builds on its C core alone.
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", exact: "2.5.0"),
        // The listening socket's address (`--port 0` prints the port it got).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Already built for Hummingbird: its HTTP parts, which the server's own
        // connection handlers (request deadline, parser rejections) read.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Already built for Hummingbird: the tests run the server in a ServiceGroup of their own.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // `swift package generate-documentation`: the DocC catalog of the PokeSearch library.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // System ICU behind plain C functions: Foundation on Linux ships its own ICU
        // headers, so no Swift file may see <unicode/*.h> directly. ICU is loaded
        // with dlopen on first use (see cicu.c), not linked.
        .target(name: "CICU"),
        // Schema/*.sql and the default dataset, compiled into the binary with C23 #embed
        // so that a copied `pokesearch` binary carries everything it needs; the dataset
        // is zlib-compressed, inflated by the system zlib on first use.
        .target(
            name: "CEmbedded",
            exclude: ["Dataset", "Passwords"],
            linkerSettings: [.linkedLibrary("z")]
        ),
        // What the search command does before anything else (see startup.c).
        .target(name: "CStartup"),
        // The server's line in its log when it crashes (see crash_log.c).
        .target(name: "CCrashLog"),
        .target(
            name: "PokeSearch",
            dependencies: [
                "CICU",
                "CEmbedded",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The SQLite C API, for the importer's bulk inserts (see RowWriter).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                // Trainer passwords (Trainers/TrainerAccounts): bcrypt on its C core, no NIO.
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            ]
        ),
        // libarchive, from the system (Debian's libarchive-dev): only PokeSearchArchives
        // links it, so an app embedding the engine alone needs nothing more.
        .systemLibrary(
            name: "CArchive",
            pkgConfig: "libarchive",
            providers: [.apt(["libarchive-dev"]), .brew(["libarchive"])]
        ),
        // Dumps packed as .zip, .tar.gz or .tar.xz, read as a stream (`LibArchiveReader`,
        // the engine's `DumpArchiveReader`): what `pokesearch import ARCHIVE` reads through.
        .target(
            name: "PokeSearchArchives",
            dependencies: ["PokeSearch", "CArchive"]
        ),
        // The terminal front end's parts: tables, colours, progress bars, bench
        // reports, explanations in English. Apps and the server never link it.
        .target(
            name: "PokeSearchTerminal",
            dependencies: [
                "PokeSearch",
                // `bench` times searches inside one read of the Pokédex (see LatencyBenchmark).
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Argument parsing only: every command parses, calls the engine, prints through PokeSearchTerminal.
        .executableTarget(
            name: "pokesearch",
            dependencies: [
                "CStartup",
                "PokeSearch",
                "PokeSearchArchives",
                "PokeSearchTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The web app's files (Sources/PokeSearchServer/Web), compiled into the server
        // binary with C23 #embed, so a copied binary serves the whole app.
        .target(name: "CWebAssets"),
        // `pokesearch serve`: the HTTP API and the web app over the engine. Links the
        // engine, never PokeSearchTerminal; the search command's targets never link it.
        .target(
            name: "PokeSearchServer",
            dependencies: [
                "PokeSearch",
                "CEmbedded",
                "CWebAssets",
                "CCrashLog",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                // The connections' event loops (App/ConnectionLoops): Hummingbird's own dependency.
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Web"]
        ),
        // The server's own binary: `pokesearch serve` execs it with the same arguments.
        .executableTarget(
            name: "pokesearch-server",
            dependencies: [
                "PokeSearchServer",
                "CCrashLog",
                "CStartup",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The Pokédex databases both test targets share, and damage done to them.
        .target(
            name: "PokeSearchTestSupport",
            dependencies: ["PokeSearch", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/PokeSearchTestSupport"
        ),
        .testTarget(
            name: "PokeSearchTests",
            // CArchive: the tests write their archives with libarchive (Support/TestArchive).
            dependencies: ["PokeSearch", "PokeSearchArchives", "CArchive", "PokeSearchTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PokeSearchServerTests",
            dependencies: [
                "PokeSearchServer", "PokeSearch", "PokeSearchTestSupport",
                // The tests' own HTTP client (LoopbackClient) to the server they start on
                // loopback: HummingbirdTesting would build AsyncHTTPClient and its TLS.
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                // To replace the served Pokédex file as an import does.
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "PokeSearchTerminalTests",
            dependencies: ["PokeSearchTerminal", "PokeSearch", "PokeSearchTestSupport"]
        ),
    ],
    // C23, for the #embed of CEmbedded and CWebAssets: standard there, so no
    // warning to silence (an unsafe compiler flag would make the package unusable as a
    // dependency by version). GNU, for what the C targets already used.
    cLanguageStandard: .gnu2x
)

// The benchmark suites (Benchmarks/, package-benchmark) are part of the package only
// when POKESEARCH_BENCHMARKS is set: `POKESEARCH_BENCHMARKS=1 swift package benchmark`.
// Without it neither `swift build`, `swift test`, `make install` nor an app that
// depends on PokeSearch resolves or builds package-benchmark and its plugins (whose
// build tool SwiftPM builds before any product of a package that uses it).
if Context.environment["POKESEARCH_BENCHMARKS", default: ""].isEmpty == false {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]))
    package.targets += [
        .executableTarget(
            name: "SearchLatency",
            dependencies: [
                "PokeSearch",
                "PokeSearchTerminal",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SearchLatency",
            exclude: ["agreement.sh"],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ImportThroughput",
            dependencies: [
                "PokeSearch",
                "PokeSearchArchives",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ImportThroughput",
            exclude: ["against_python.py", "equivalence.py"],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
}

// The example app (Examples/PokedexApp) as a target of this package when
// POKESEARCH_EXAMPLE is set: Tests/Examples/run.sh builds and runs it on this build's
// engine in seconds, where the app's own package (which depends on PokeSearch by
// version) would compile GRDB and the engine once more (82 s of CPU); that package is
// resolved and its build planned there, and built in full before a release.
if Context.environment["POKESEARCH_EXAMPLE", default: ""].isEmpty == false {
    package.targets.append(
        .executableTarget(name: "PokedexApp", dependencies: ["PokeSearch"], path: "Examples/PokedexApp/Sources/PokedexApp"))
}
