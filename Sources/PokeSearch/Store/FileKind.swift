import Foundation
import GRDB

/// What a path holds, told apart cheaply: enough to refuse a wrong `--db`
/// with a message that says what the file is, before anything is written.
public enum FileKind: Sendable, Hashable, CustomStringConvertible {
    /// Nothing is there.
    case missing
    /// A folder.
    case directory
    /// A device, a pipe or a socket (`/dev/null`).
    case special
    /// Zero bytes: nothing to lose.
    case empty
    /// A text file.
    case text
    /// Bytes that are neither text nor a SQLite database.
    case binary
    /// A Pokédex written by PokeSearch (its schema readable, or its signature
    /// found in a file too damaged for SQLite to read).
    case pokedex
    /// Trainers, favorites and catches (`pokedex.user.sqlite`).
    case userData
    /// A SQLite database of another program; its first tables follow.
    case otherDatabase(tables: [String])
    /// A SQLite database whose schema cannot be read.
    case damagedDatabase

    /// What the file is, in words (`a text file`, `a folder`).
    public var description: String {
        switch self {
        case .missing: return "nothing (no such file)"
        case .directory: return "a directory"
        case .special: return "a device or other special file"
        case .empty: return "an empty file"
        case .text: return "a text file"
        case .binary: return "a file that is not a SQLite database"
        case .pokedex: return "a PokeSearch Pokédex"
        case .userData: return "a PokeSearch user data file (trainers, favorites, catches)"
        case .otherDatabase(let tables):
            let shown = tables.prefix(4).joined(separator: ", ") + (tables.count > 4 ? ", …" : "")
            return tables.isEmpty ? "a SQLite database with no tables" : "another program's SQLite database (tables: \(shown))"
        case .damagedDatabase: return "a SQLite database too damaged to tell whose it is"
        }
    }

    /// Looks at `path`: its type, then its first bytes, then (for a SQLite
    /// file) the names of its tables, read without writing anything.
    package static func of(_ path: String) -> FileKind {
        if let kind = nonRegular(at: path) { return kind }
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        if info.st_size == 0 { return .empty }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .binary }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 4096)) ?? Data()
        if start.starts(with: Data("SQLite format 3\u{0}".utf8)) {
            return sqliteKind(path)
        }
        let sample = start.prefix(4096)
        return !sample.contains(0) && String(data: sample, encoding: .utf8) != nil ? .text : .binary
    }

    /// What the file at a Pokédex's path holds: as `of`, except that a file
    /// too damaged to be recognised (its header overwritten, its schema
    /// unreadable) is a Pokédex when a PokeSearch user data file lies beside
    /// it: only PokeSearch puts a file there, and the user data file says it
    /// did. So such a Pokédex is reported damaged and `repair` rebuilds it,
    /// while any other unknown file is still refused.
    package static func ofPokedex(at path: String) -> FileKind {
        let kind = of(path)
        switch kind {
        case .binary, .damagedDatabase:
            let userData = PokedexLocation(databasePath: path).userDataPath
            return of(userData) == .userData ? .pokedex : kind
        default:
            return kind
        }
    }

    /// `.directory` or `.special` for a path that exists and is no regular
    /// file; nil otherwise. One `stat`, cheap enough for every open.
    package static func nonRegular(at path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .directory
        default: return .special
        }
    }

    /// The tables that make a Pokédex and a user data file.
    private static let pokedexTables: Set<String> = ["dataset_info", "pokemon"]
    private static let userTables: Set<String> = ["trainer", "favorite", "catch"]
    private static func sqliteKind(_ path: String) -> FileKind {
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            let tables = try queue.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            }
            if pokedexTables.isSubset(of: tables) { return .pokedex }
            if userTables.isSubset(of: tables) { return .userData }
            return .otherDatabase(tables: tables.filter { !$0.hasPrefix("sqlite_") })
        } catch {
            // The schema is stored as text: a Pokédex says so even when its
            // pages no longer parse. Read only on this path (a damaged file).
            guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return .damagedDatabase }
            if bytes.range(of: Data("CREATE TABLE dataset_info".utf8)) != nil { return .pokedex }
            if bytes.range(of: Data("CREATE TABLE favorite".utf8)) != nil { return .userData }
            return .damagedDatabase
        }
    }
}
