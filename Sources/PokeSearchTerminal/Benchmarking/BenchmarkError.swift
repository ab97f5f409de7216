/// Why a latency benchmark cannot run.
public enum BenchmarkError: Error, Equatable, CustomStringConvertible {
    case unreadableQueries(path: String, reason: String)
    case noQueries(path: String)
    case badRuns(Int)

    public var description: String {
        switch self {
        case .unreadableQueries(let path, let reason):
            return "cannot read the queries file \(path): \(reason)"
        case .noQueries(let path):
            return "the queries file \(path) has no queries (one a line; blank lines and # comments are skipped)"
        case .badRuns(let runs):
            return "--runs must be at least 1, not \(runs)"
        }
    }
}
