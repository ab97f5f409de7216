/// How a command prints its results (`--format`).
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people, sized to the terminal.
    case table
    /// A JSON array (or object for `show`) for scripts; its keys are stable.
    case json

    /// Prints the table or the JSON, whichever this format is.
    public func print(table: () -> String, json: () throws -> String) throws {
        switch self {
        case .table: Swift.print(table())
        case .json: Swift.print(try json())
        }
    }
}
