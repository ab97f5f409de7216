// swift-tools-version:6.1
// An app that embeds PokeSearch as any other package would: by version, through
// the `PokeSearch` library product only. It builds none of the server's or the
// benchmarks' dependencies (`swift build -v` lists what it compiles).
import PackageDescription

// Where PokeSearch comes from. Tests/Examples/run.sh points it at a tagged clone of
// this repository (POKESEARCH_PACKAGE_URL=file:///…); an app names the published one.
let pokeSearch = Context.environment["POKESEARCH_PACKAGE_URL"] ?? "https://github.com/pokesearch/PokeSearch"

let package = Package(
    name: "PokedexApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(url: pokeSearch, from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "PokedexApp",
            dependencies: [.product(name: "PokeSearch", package: "PokeSearch")]
        ),
    ]
)
