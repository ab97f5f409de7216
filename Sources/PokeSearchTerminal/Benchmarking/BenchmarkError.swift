/// Why a latency benchmark cannot run.
public enum BenchmarkError: Error, Equatable, CustomStringConvertible {
    case unreadableQueries(path: String, reason: String)
    case noQueries(path: String)
    case badRuns(Int)
    case unknownClass(String, known: [String])

    public var description: String {
        switch self {
        case .unreadableQueries(let path, let reason):
            return "cannot read the queries file \(path): \(reason)"
        case .noQueries(let path):
            return "the queries file \(path) has no queries (one a line; blank lines and # comments are skipped)"
        case .badRuns(let runs):
            return "--runs must be at least 1, not \(runs)"
        case .unknownClass(let name, let known):
            return "no query class \"\(name)\" in the mix; its classes are \(known.joined(separator: ", "))"
        }
    }
}
