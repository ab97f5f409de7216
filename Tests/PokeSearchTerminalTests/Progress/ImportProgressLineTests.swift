@testable import PokeSearch
@testable import PokeSearchTerminal
import Testing

/// The import's progress line, as `import` and `bundle` draw it on a terminal.
@Suite struct ImportProgressLineTests {
    @Test func drawsAFolderImportsLine() {
        let progress = ImportProgress(phase: .reading(.species), filesDone: 50, filesTotal: 100, bytesDone: 312_400_000, bytesTotal: nil,
                                      filesPerSecond: 1234.5, bytesPerSecond: 410_000_000, secondsLeft: nil)
        let line = TerminalProgressBar.line(for: progress.estimatingTimeLeft(after: 0.8))
        #expect(line == "pokemon-species  [████████████░░░░░░░░░░░░] 50/100 files  312 MB  410 MB/s  0.8 s left")
    }

    @Test func drawsAnArchiveImportsLineByTheArchivesBytes() {
        let progress = ImportProgress(phase: .reading(.pokemon), filesDone: 5210, filesTotal: nil, bytesDone: 2_260_000, bytesTotal: 9_000_000,
                                      filesPerSecond: 4000, bytesPerSecond: 1_500_000, secondsLeft: nil)
        let line = TerminalProgressBar.line(for: progress.estimatingTimeLeft(after: 1.5))
        #expect(line == "pokemon          [██████░░░░░░░░░░░░░░░░░░] 5210 files  2.3/9.0 MB  1.5 MB/s  4.5 s left")
    }

    @Test func indexingShowsAFullBarAndNoTimeLeft() {
        let progress = ImportProgress(phase: .indexing, filesDone: 8325, filesTotal: 8325, bytesDone: 590_000_000, bytesTotal: nil,
                                      filesPerSecond: 9000, bytesPerSecond: 640_000_000, secondsLeft: nil)
        #expect(TerminalProgressBar.line(for: progress.estimatingTimeLeft(after: 1)) ==
                "search index     [████████████████████████] 8325/8325 files  590 MB  640 MB/s")
    }
}
