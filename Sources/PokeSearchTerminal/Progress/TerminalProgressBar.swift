import Foundation

/// Draws progress on one line of standard error, redrawn in place:
/// `pokemon-species  [██████░░░░░░░░]  4210/6412 files  5312 files/s`.
/// Imports and `pokesearch bench` share it.
public final class TerminalProgressBar {
    private var drawn = false

    /// A bar on standard error, or nil when standard error is not a terminal
    /// (a log file or a pipe gets no progress at all).
    public static func onStandardErrorIfTerminal() -> TerminalProgressBar? {
        isatty(STDERR_FILENO) == 1 ? TerminalProgressBar() : nil
    }

    private init() {}

    /// Redraws the line: `label`, a bar filled to `done` of `total`, then `detail`.
    public func update(label: String, done: Int, total: Int, detail: String) {
        update(label: label, fraction: total == 0 ? 1 : Double(done) / Double(total), detail: detail)
    }

    /// Redraws the line: `label`, a bar filled to `fraction` (0 to 1), then `detail`.
    public func update(label: String, fraction: Double, detail: String) {
        write("\r\u{1B}[2K" + Self.line(label: label, fraction: fraction, detail: detail))
        drawn = true
    }

    /// Erases the line, leaving the terminal as it was.
    public func finish() {
        if drawn { write("\r\u{1B}[2K") }
        drawn = false
    }

    /// The text of the bar, without terminal controls.
    static func line(label: String, done: Int, total: Int, detail: String) -> String {
        line(label: label, fraction: total == 0 ? 1 : Double(done) / Double(total), detail: detail)
    }

    /// The text of a bar filled to `fraction`, without terminal controls.
    static func line(label: String, fraction: Double, detail: String) -> String {
        let width = 24
        let filled = max(0, min(width, Int((fraction * Double(width)).rounded())))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let padded = label.padding(toLength: 16, withPad: " ", startingAt: 0)
        return "\(padded) [\(bar)] \(detail)"
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
