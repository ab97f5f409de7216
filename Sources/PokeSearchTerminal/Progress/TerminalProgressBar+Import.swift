import PokeSearch

extension TerminalProgressBar {
    /// Redraws the line for an import's `progress`.
    public func update(_ progress: ImportProgress) {
        let text = Self.parts(for: progress)
        update(label: text.label, done: progress.filesDone, total: progress.filesTotal, detail: text.detail)
    }

    /// The text of the bar for `progress`, without terminal controls.
    static func line(for progress: ImportProgress) -> String {
        let text = parts(for: progress)
        return line(label: text.label, done: progress.filesDone, total: progress.filesTotal, detail: text.detail)
    }

    private static func parts(for progress: ImportProgress) -> (label: String, detail: String) {
        let label: String = switch progress.phase {
        case .reading(let endpoint): endpoint.rawValue
        case .indexing: "search index"
        case .compressing: "compressing"
        }
        return (label, "\(progress.filesDone)/\(progress.filesTotal) files  \(Int(progress.filesPerSecond)) files/s")
    }
}
