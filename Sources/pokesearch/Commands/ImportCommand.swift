import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchArchives
import PokeSearchTerminal

/// `pokesearch import DUMP`: rebuilds the Pokédex from a PokéAPI static dump, a folder or an archive.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Rebuild the Pokédex from a PokéAPI static dump.",
        discussion: """
            DUMP is the dump's root (https://github.com/PokeAPI/api-data), its data/api/v2
            folder, or any folder between; or the dump as downloaded, a .zip, .tar.gz or
            .tar.xz, read as it is (never unpacked to disk). The new Pokédex replaces the old
            one only once it is complete; favorites and catches are kept. On a terminal, a
            progress bar shows files and bytes read, the rate and the time left.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The PokéAPI dump: its folder, or a .zip, .tar.gz or .tar.xz of it.", valueName: "dump"))
    var dump: String

    @Flag(name: [.short, .long], help: "Print nothing but errors: no progress bar, no summary.")
    var quiet = false

    @Option(name: .long, help: ArgumentHelp(
        "Leave an endpoint out: move (no learnsets) or item. Repeatable.", valueName: "endpoint"))
    var without: [String] = []

    func validate() throws {
        _ = try omitted()
    }

    func run() throws {
        let bar = quiet ? nil : TerminalProgressBar.onStandardErrorIfTerminal()
        defer { bar?.finish() }
        let summary = try DumpImporter(dumpPath: dump, without: omitted(), archives: LibArchiveReader())
            .importDump(into: global.location, notice: GlobalOptions.printNotice) { bar?.update($0) }
        bar?.finish()
        if !quiet { print(summary) }
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
