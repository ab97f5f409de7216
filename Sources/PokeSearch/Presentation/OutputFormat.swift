/// How a command prints its results (`--format`).
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people, sized to the terminal.
    case table
    /// A JSON array (or object for `show`) for scripts; its keys are stable.
    case json
}
