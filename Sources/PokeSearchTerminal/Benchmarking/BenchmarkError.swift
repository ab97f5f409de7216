import PokeSearch

/// Why a latency benchmark cannot run.
public enum BenchmarkError: Error, Equatable, CustomStringConvertible {
    case unreadableQueries(path: String, reason: String)
    case noQueries(path: String)
    case badRuns(Int)
    case unknownClass(String, known: [String])
    /// A queries file's third column names no entity command.
    case unknownCommand(String, path: String)

    public var description: String {
        switch self {
        case .unreadableQueries(let path, let reason):
            return "cannot read the queries file \(path): \(reason)"
        case .noQueries(let path):
            return "the queries file \(path) has no queries (one a line; blank lines and # comments are skipped)"
        case .badRuns(let runs):
            return "--runs must be from 1 to \(LatencyBenchmark.maximumRuns), not \(runs)"
        case .unknownClass(let name, let known):
            let list = known.joined(separator: ", ")
            guard let close = ClosestNames.nearest(to: name, among: known, maximum: max(1, name.count / 3)).first else {
                return "no query class \"\(name)\" in the mix; its classes are \(list)"
            }
            return "no query class \"\(name)\" in the mix; did you mean \"\(close)\"? (its classes: \(list))"
        case .unknownCommand(let command, let path):
            return "the queries file \(path) names \"\(command)\" in its third column; it may name moves, items, abilities or natures"
        }
    }
}
