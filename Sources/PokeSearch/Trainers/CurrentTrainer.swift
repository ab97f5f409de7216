import Foundation

/// Which trainer profile a command uses: `--trainer NAME`, else
/// `$POKESEARCH_TRAINER`, else the one `pokesearch trainer use NAME`
/// remembered in `$XDG_CONFIG_HOME/pokesearch/trainer` (else
/// `~/.config/pokesearch/trainer`), else "default".
package struct CurrentTrainer: Sendable, Hashable {
    /// Where the name came from, so that a name that names no profile can be
    /// traced to the place to mend.
    package enum Source: Sendable, Hashable {
        /// The command line (`--trainer`).
        case option
        /// `$POKESEARCH_TRAINER`.
        case environment
        /// The file `trainer use` wrote, at this path.
        case rememberedIn(String)
        /// Nobody named one: the unnamed "default" profile.
        case implicitDefault
    }

    /// The profile's name.
    package var name: String
    /// Where `name` came from.
    package var source: Source

    /// Whether someone named it (option, environment or remembered choice):
    /// reading a named profile that does not exist is an error, reading the
    /// unnamed "default" one finds it empty.
    package var isChosen: Bool { source != .implicitDefault }

    /// The trainer for `explicit` (`--trainer`), the environment and the remembered choice.
    package static func resolve(explicit: String?,
                               environment: ProcessEnvironment = .current) -> CurrentTrainer {
        if let explicit { return CurrentTrainer(name: explicit, source: .option) }
        if let named = environment["POKESEARCH_TRAINER"], !named.isEmpty { return CurrentTrainer(name: named, source: .environment) }
        if let (remembered, file) = remembered(environment: environment) {
            return CurrentTrainer(name: remembered, source: .rememberedIn(file))
        }
        return CurrentTrainer(name: Trainer.defaultName, source: .implicitDefault)
    }

    /// Remembers `name` as the trainer of later commands; returns the file
    /// written. Throws `TrainerError.cannotRemember`, saying what is in the
    /// way, when the file cannot be written.
    @discardableResult
    package static func remember(_ name: String,
                                environment: ProcessEnvironment = .current) throws -> String {
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

    /// Forgets the remembered trainer when it is the profile `name` (just
    /// deleted), so that later commands fall back to the default instead of
    /// failing on a profile that is gone; returns the file removed, if any.
    @discardableResult
    package static func forget(_ name: String,
                              environment: ProcessEnvironment = .current) throws -> String? {
        guard let (remembered, file) = remembered(environment: environment),
              UserNameKey.of(remembered) == UserNameKey.of(name) else { return nil }
        try FileManager.default.removeItem(atPath: file)
        return file
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
    package static func configFile(environment: ProcessEnvironment = .current) -> String {
        XDGDirectory.path("XDG_CONFIG_HOME", fallback: ".config", environment: environment) + "/pokesearch/trainer"
    }

    /// The name `trainer use` remembered, with the file it is in.
    private static func remembered(environment: ProcessEnvironment) -> (String, String)? {
        let file = configFile(environment: environment)
        // Most commands run with no trainer remembered: asked of the file
        // system first, as a failed read builds an error (a tenth of a search).
        guard access(file, F_OK) == 0, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : (name, file)
    }
}
