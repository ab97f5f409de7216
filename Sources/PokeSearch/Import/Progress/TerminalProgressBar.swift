import Foundation

/// Draws import progress on one line of standard error, redrawn in place:
/// `pokemon-species  [██████░░░░░░░░]  4,210/6,412 files  5,312 files/s`.
public final class TerminalProgressBar {
    private var drawn = false

    /// A bar on standard error, or nil when standard error is not a terminal
    /// (a log file or a pipe gets no progress at all).
    public static func onStandardErrorIfTerminal() -> TerminalProgressBar? {
        isatty(STDERR_FILENO) == 1 ? TerminalProgressBar() : nil
    }

    private init() {}

    /// Redraws the line for `progress`.
    public func update(_ progress: ImportProgress) {
        write("\r\u{1B}[2K" + Self.line(for: progress))
        drawn = true
    }

    /// Erases the line, leaving the terminal as it was.
    public func finish() {
        if drawn { write("\r\u{1B}[2K") }
        drawn = false
    }

    /// The text of the bar, without terminal controls.
    static func line(for progress: ImportProgress) -> String {
        let label: String = switch progress.phase {
        case .reading(let endpoint): endpoint.rawValue
        case .indexing: "search index"
        case .compressing: "compressing"
        }
        let fraction = progress.filesTotal == 0 ? 1 : Double(progress.filesDone) / Double(progress.filesTotal)
        let width = 24
        let filled = min(width, Int((fraction * Double(width)).rounded()))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let padded = label.padding(toLength: 16, withPad: " ", startingAt: 0)
        return "\(padded) [\(bar)] \(progress.filesDone)/\(progress.filesTotal) files  \(Int(progress.filesPerSecond)) files/s"
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
