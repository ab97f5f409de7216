import Foundation

/// Where the Pokédex database and the user data beside it live on disk.
///
/// The Pokédex file is replaced whole by every import; user data (favorites,
/// catches) lives in a separate file next to it so that no import touches it.
public struct PokedexLocation: Sendable, Hashable {
    /// The imported Pokédex, e.g. `~/.local/share/pokesearch/pokedex.sqlite`.
    public let databasePath: String

    /// Trainers, favorites and catches: `pokedex.sqlite` → `pokedex.user.sqlite`.
    /// Worked out on bytes: Foundation's `URL.pathExtension` cost every
    /// command more than opening the database's connection.
    public var userDataPath: String {
        var path = databasePath.utf8[...]
        while path.count > 1, path.last == UInt8(ascii: "/") { path = path.dropLast() }
        let name = path.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path
        // An extension follows the name's last dot, when that dot neither
        // starts the name (`.pokedex`) nor ends it.
        if let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex, name.index(after: dot) != name.endIndex {
            path = path[..<dot]
        }
        return String(Substring(path)) + Self.userDataSuffix
    }

    /// Whether `databasePath` names a user data file (`….user.sqlite`): never
    /// a Pokédex, whatever it holds (its own user data would be `….user.user.sqlite`).
    public var namesUserData: Bool {
        databasePath.hasSuffix(Self.userDataSuffix)
    }

    /// The Pokédex a user data file belongs to: `pokedex.user.sqlite` → `pokedex.sqlite`.
    package static func pokedexPath(besideUserData path: String) -> String {
        guard path.hasSuffix(userDataSuffix) else { return path }
        return String(path.dropLast(userDataSuffix.count)) + ".sqlite"
    }

    private static let userDataSuffix = ".user.sqlite"

    /// The folder holding both files.
    public var directory: String {
        URL(fileURLWithPath: databasePath).deletingLastPathComponent().path
    }

    /// The Pokédex at `databasePath`, its user data file beside it.
    public init(databasePath: String) {
        self.databasePath = databasePath
    }

    /// `--db PATH` wins, then `$POKESEARCH_DB`, then
    /// `$XDG_DATA_HOME/pokesearch/pokedex.sqlite`, then `~/.local/share/pokesearch/pokedex.sqlite`.
    package static func resolve(
        explicitPath: String?,
        environment: ProcessEnvironment = .current
    ) -> PokedexLocation {
        if let path = explicitPath, !path.isEmpty {
            return PokedexLocation(databasePath: absolute(path))
        }
        if let path = environment["POKESEARCH_DB"], !path.isEmpty {
            return PokedexLocation(databasePath: absolute(path))
        }
        let dataHome = XDGDirectory.path("XDG_DATA_HOME", fallback: ".local/share", environment: environment)
        return PokedexLocation(databasePath: dataHome + "/pokesearch/pokedex.sqlite")
    }

    private static func absolute(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return standardized(expanded) }
        return standardized(FileManager.default.currentDirectoryPath + "/" + expanded)
    }

    /// The absolute `path` as messages show it: `/tmp/a/./b//c` is
    /// `/tmp/a/b/c`, `/tmp/a/x/../b` is `/tmp/a/b`, unless `x` is a symbolic
    /// link (the system reads `..` from where the link points, so it stays).
    static func standardized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".":
                continue
            case "..":
                guard let last = components.last else { continue }
                var info = stat()
                let parent = "/" + components.joined(separator: "/")
                let isLink = lstat(parent, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
                if last == ".." || isLink { components.append(component) } else { components.removeLast() }
            default:
                components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
