@testable import PokeSearch
@testable import PokeSearchTerminal
import Testing

/// The import's progress line, as `import` and `bundle` draw it on a terminal.
@Suite struct ImportProgressLineTests {
    @Test func drawsAProgressLine() {
        let line = TerminalProgressBar.line(for: ImportProgress(phase: .reading(.species), filesDone: 50, filesTotal: 100, filesPerSecond: 1234.5))
        #expect(line == "pokemon-species  [████████████░░░░░░░░░░░░] 50/100 files  1234 files/s")
    }
}
