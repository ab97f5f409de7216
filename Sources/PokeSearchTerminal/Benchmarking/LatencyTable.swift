import Foundation

/// `pokesearch bench` output: one line per query class with its latency
/// percentiles in microseconds, then all classes together.
public enum LatencyTable {
    public static func render(_ report: LatencyBenchmark.Report, database: String, runs: Int) -> String {
        var lines = ["Search latency, in process, \(runs) runs of each query on \(database)", ""]
        lines.append(row("class", "queries", "runs", "p50", "p95", "p99"))
        for entry in report.classes {
            lines.append(row(entry.queryClass, entry.queries, entry.latency))
        }
        if let overall = report.overall {
            lines.append(row("all", report.classes.map(\.queries).reduce(0, +), overall))
        }
        if !report.refused.isEmpty {
            lines.append("")
            lines.append("Refused, not timed:")
            lines += report.refused.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private static func row(_ name: String, _ queries: Int, _ latency: LatencySummary) -> String {
        row(name, String(queries), String(latency.runs), micro(latency.p50), micro(latency.p95), micro(latency.p99))
    }

    private static func row(_ cells: String...) -> String {
        let widths = [12, 8, 8, 11, 11, 11]
        return zip(cells, widths).enumerated().map { index, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            return index == 0 ? cell + padding : padding + cell
        }.joined()
    }

    private static func micro(_ duration: Duration) -> String {
        String(format: "%.1f µs", LatencySummary.microseconds(duration))
    }
}
