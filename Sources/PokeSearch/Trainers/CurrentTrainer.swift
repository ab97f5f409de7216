import Foundation

/// Which trainer profile a command uses: `--trainer NAME`, else
/// `$POKESEARCH_TRAINER`, else the one `pokesearch trainer use NAME`
/// remembered in `$XDG_CONFIG_HOME/pokesearch/trainer` (else
/// `~/.config/pokesearch/trainer`), else "default".
public struct CurrentTrainer: Sendable, Hashable {
    /// The profile's name.
    public var name: String
    /// Whether someone named it (option, environment or remembered choice):
    /// reading a named profile that does not exist is an error, reading the
    /// unnamed "default" one finds it empty.
    public var isChosen: Bool

    /// The trainer for `explicit` (`--trainer`), the environment and the remembered choice.
    public static func resolve(explicit: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> CurrentTrainer {
        if let explicit { return CurrentTrainer(name: explicit, isChosen: true) }
        if let named = environment["POKESEARCH_TRAINER"], !named.isEmpty { return CurrentTrainer(name: named, isChosen: true) }
        if let remembered = try? String(contentsOfFile: configFile(environment: environment), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines), !remembered.isEmpty {
            return CurrentTrainer(name: remembered, isChosen: true)
        }
        return CurrentTrainer(name: Trainer.defaultName, isChosen: false)
    }

    /// Remembers `name` as the trainer of later commands; returns the file written.
    @discardableResult
    public static func remember(_ name: String,
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let path = configFile(environment: environment)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try (name + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `$XDG_CONFIG_HOME/pokesearch/trainer`, else `~/.config/pokesearch/trainer`.
    public static func configFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        XDGDirectory.path("XDG_CONFIG_HOME", fallback: ".config", environment: environment) + "/pokesearch/trainer"
    }
}
