import Foundation
import Testing
@testable import PokeSearch

/// `pokesearch import`'s progress bar: drawn on a terminal, never into a
/// pipe or a log, and not at all with `--quiet`.
@Suite struct ImportProgressCLITests {
    @Test func drawsTheBarOnATerminalOnly() throws {
        try withFixture { fixture throws in
            let archive = fixture.folder.appendingPathComponent("api-data.tar.gz")
            try TestArchive.write(folder: ImportFixture.dumpRoot, prefix: "api-data-master/", to: archive, format: .tarGzip)
            let arguments = ["import", archive.path, "--without", "move", "--db", fixture.location.databasePath]

            let terminal = try PseudoTerminalRun.output(arguments, columns: 120, environment: [:], standardError: true)
            #expect(terminal.contains("[█"), "\(terminal)")
            #expect(terminal.contains(" files  "), "\(terminal)")
            #expect(terminal.contains(" MB/s"), "\(terminal)")
            #expect(terminal.contains("search index"), "\(terminal)")
            #expect(terminal.contains("Imported 11 pokemon"), "\(terminal)")

            let quiet = try PseudoTerminalRun.output(arguments + ["--quiet"], columns: 120, environment: [:], standardError: true)
            #expect(quiet.isEmpty, "\(quiet)")

            let piped = try CommandLineRun(["import", archive.path, "--without", "move"], location: fixture.location)
            #expect(piped.status == 0)
            #expect(piped.stderr.isEmpty, "\(piped.stderr)")
            #expect(piped.stdout.hasPrefix("Imported 11 pokemon"))
        }
    }
}
