import Foundation

/// The XDG base directories (`$XDG_DATA_HOME`, `$XDG_CONFIG_HOME`): the
/// variable when it holds an absolute path, else its default under `$HOME`.
enum XDGDirectory {
    /// `$<variable>`, else `$HOME/<fallback>` (e.g. `XDG_CONFIG_HOME`, `.config`).
    static func path(_ variable: String, fallback: String,
                            environment: ProcessEnvironment = .current) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/" + fallback
    }
}
