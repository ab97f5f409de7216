import ArgumentParser
import Foundation
import PokeSearch
import PokeSearchArchives
import PokeSearchTerminal

/// `pokesearch bundle DUMP -o FILE`: writes the default dataset compiled into the binary.
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Write the compressed default dataset from a PokéAPI static dump.",
        discussion: """
            Regenerate the bundled dataset after a PokéAPI update:
              pokesearch bundle ~/api-data -o Sources/CEmbedded/Dataset/default-dex.sqlite.z
            """
    )

    @Argument(help: ArgumentHelp("The PokéAPI dump: its folder, or a .zip, .tar.gz or .tar.xz of it.", valueName: "dump"))
    var dump: String

    @Option(name: [.short, .long], help: ArgumentHelp("The dataset file to write.", valueName: "file"))
    var output: String

    func run() throws {
        let bar = TerminalProgressBar.onStandardErrorIfTerminal()
        defer { bar?.finish() }
        let summary = try DumpImporter(dumpPath: dump, archives: LibArchiveReader()).bundle(to: output) { bar?.update($0) }
        bar?.finish()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print("\(summary) (\(bytes / 1024) KiB)")
    }
}
