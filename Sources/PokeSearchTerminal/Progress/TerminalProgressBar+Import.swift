import Foundation
import PokeSearch

extension TerminalProgressBar {
    /// Redraws the line for an import's `progress`.
    public func update(_ progress: ImportProgress) {
        let text = Self.parts(for: progress)
        update(label: text.label, fraction: text.fraction, detail: text.detail)
    }

    /// The text of the bar for `progress`, without terminal controls:
    /// `pokemon          [████████████░░░░░░░░░░░░] 4210/8325 files  312 MB  410 MB/s  0.4 s left`.
    static func line(for progress: ImportProgress) -> String {
        let text = parts(for: progress)
        return line(label: text.label, fraction: text.fraction, detail: text.detail)
    }

    private static func parts(for progress: ImportProgress) -> (label: String, fraction: Double, detail: String) {
        let label: String = switch progress.phase {
        case .reading(let endpoint): endpoint.rawValue
        case .indexing: "search index"
        case .compressing: "compressing"
        }
        let files = progress.filesTotal.map { "\(progress.filesDone)/\($0) files" } ?? Plural.count(progress.filesDone, "file")
        let bytes = progress.bytesTotal.map { "\(megabytes(progress.bytesDone))/\(megabytes($0)) MB" } ?? "\(megabytes(progress.bytesDone)) MB"
        var detail = "\(files)  \(bytes)  \(megabytes(Int64(progress.bytesPerSecond))) MB/s"
        if let left = progress.secondsLeft {
            detail += "  \(String(format: "%.1f", left)) s left"
        }
        // Past reading, the bar stays full: the rest has no count of its own.
        let fraction = progress.phase == .indexing || progress.phase == .compressing ? 1 : progress.fractionRead ?? 0
        return (label, fraction, detail)
    }

    /// Bytes in megabytes (10^6), one decimal below 10.
    private static func megabytes(_ bytes: Int64) -> String {
        let value = Double(bytes) / 1_000_000
        return value < 10 ? String(format: "%.1f", value) : String(Int(value.rounded()))
    }
}
