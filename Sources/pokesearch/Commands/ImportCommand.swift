import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchTerminal

/// `pokesearch import DUMP`: rebuilds the Pokédex from a PokéAPI static dump.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Rebuild the Pokédex from a PokéAPI static dump.",
        discussion: """
            DUMP is the dump's root (https://github.com/PokeAPI/api-data), its data/api/v2
            folder, or any folder between. The new Pokédex replaces the old one only once it
            is complete; favorites and catches are kept.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The PokéAPI dump folder.", valueName: "dump"))
    var dump: String

    @Option(name: .long, help: ArgumentHelp(
        "Leave an endpoint out: move (no learnsets) or item. Repeatable.", valueName: "endpoint"))
    var without: [String] = []

    func validate() throws {
        _ = try omitted()
    }

    func run() throws {
        let bar = TerminalProgressBar.onStandardErrorIfTerminal()
        defer { bar?.finish() }
        let summary = try DumpImporter(dumpPath: dump, without: omitted())
            .importDump(into: global.location, notice: GlobalOptions.printNotice) { bar?.update($0) }
        bar?.finish()
        print(summary)
    }

    private func omitted() throws -> Set<Endpoint> {
        try Set(without.map { name in
            guard let endpoint = Endpoint(rawValue: name), Endpoint.omittable.contains(endpoint) else {
                throw ValidationError("--without \(name): only \(Endpoint.omittable.map(\.rawValue).sorted().joined(separator: " or ")) can be left out")
            }
            return endpoint
        })
    }
}
