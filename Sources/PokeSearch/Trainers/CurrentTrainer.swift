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

    /// Remembers `name` as the trainer of later commands; returns the file
    /// written. Throws `TrainerError.cannotRemember`, saying what is in the
    /// way, when the file cannot be written.
    @discardableResult
    public static func remember(_ name: String,
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let path = configFile(environment: environment)
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try (name + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw TrainerError.cannotRemember(path: path, reason: obstacle(to: path) ?? systemReason(error))
        }
        return path
    }

    /// The system's reason under a Foundation error (`permission denied`), never its raw description.
    private static func systemReason(_ error: any Error) -> String {
        guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
              underlying.domain == NSPOSIXErrorDomain else { return "the file cannot be written" }
        return String(cString: strerror(Int32(underlying.code))).lowercased()
    }

    /// What stands where the file or one of its folders should be: a file
    /// in place of a folder (`$XDG_CONFIG_HOME` naming a file), a folder in
    /// place of the file, a folder that may not be written.
    private static func obstacle(to path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "\(path) is a folder, not a file: remove it"
        }
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
                if !isFolder.boolValue { return "\(folder) is a file, not a folder (check $XDG_CONFIG_HOME and $HOME)" }
                if !FileManager.default.isWritableFile(atPath: folder) { return "the folder \(folder) is read-only" }
                return nil
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// `$XDG_CONFIG_HOME/pokesearch/trainer`, else `~/.config/pokesearch/trainer`.
    public static func configFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        XDGDirectory.path("XDG_CONFIG_HOME", fallback: ".config", environment: environment) + "/pokesearch/trainer"
    }
}
