import Foundation
import GRDB
import GRDBSQLite

/// How PokeSearch connects to its two files, so that many processes (and a
/// server's many requests) can use one Pokédex at once.
///
/// - The Pokédex file is only read in place: opened read-only, in SQLite's
///   default rollback-journal mode. It is replaced whole, by rename (see
///   `DatabaseBuild`), and a `-wal` file beside it would outlive the file it
///   belongs to and be replayed into the new one. Readers take shared locks
///   only, so any number of them read at once; a server's open it
///   `immutable` and take none (an open connection reads the file it
///   opened, whatever is renamed over it).
/// - The user data file is in WAL mode (set once, when it is created, and
///   kept in the file): readers never wait for the writer nor the writer for
///   readers; writers queue on `BEGIN IMMEDIATE`.
/// - The two files never share a connection (no ATTACH), so a write locks
///   nothing but the user data file and needs no master journal.
/// - Every connection waits up to `busyTimeout` for a lock before failing
///   with `StoreError.busy`.
enum Connections {
    /// How long a connection waits for another process's lock.
    static let busyTimeout: TimeInterval = 5

    /// The Pokédex, read-only: one connection for a command; for a server,
    /// that one and the connections of its requests (`PokedexReaders`),
    /// opened `immutable` where this SQLite reads URI file names.
    static func pokedex(at path: String, access: Pokedex.Access) throws -> (any DatabaseReader, PokedexReaders?) {
        switch access {
        case .command:
            return (try DatabaseQueue(path: path, configuration: pokedexConfiguration()), nil)
        case .server:
            let name = immutableName(of: path) ?? path
            let configuration = pokedexConfiguration()
            let first = try DatabaseQueue(path: name, configuration: configuration)
            return (first, PokedexReaders(first: first, path: path) { try DatabaseQueue(path: name, configuration: configuration) })
        }
    }

    private static func pokedexConfiguration() -> Configuration {
        var configuration = shared()
        configuration.readonly = true
        // Nothing writes it in place, so no foreign key is ever checked: one statement less per open.
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            // Pages are read where the kernel maps them rather than copied
            // into SQLite's cache: a one-off search touches fewer fresh pages.
            // The file is never truncated or rewritten in place (see above),
            // the one case where a mapping fails where a read would not.
            try db.execute(sql: "PRAGMA mmap_size = 1073741824")
            // GRDB's authorizer records what each statement reads, for
            // observing changes and ending transactions a suspended or
            // cancelled task must not run. Nothing observes a file nothing
            // writes, and its reads are synchronous (a server's run no
            // transaction); the records cost a prepared statement more than
            // SQLite's own work (a third of a one-off search's prepares).
            sqlite3_set_authorizer(db.sqliteConnection, nil, nil)
        }
        return configuration
    }

    /// `path` as a URI file name that opens it `immutable`; nil when this
    /// SQLite does not read URI file names.
    private static func immutableName(of path: String) -> String? {
        guard sqlite3_compileoption_used("USE_URI") != 0,
              let encoded = path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) else { return nil }
        return "file:\(encoded)?immutable=1"
    }

    /// The user data file, created when missing: one connection for a
    /// command; for a server, GRDB's `DatabasePool` (readers in parallel,
    /// one writer at a time).
    static func userData(at path: String, access: Pokedex.Access) throws -> any DatabaseWriter {
        var configuration = shared()
        configuration.prepareDatabase { db in
            // A command that exits 0 has its change on disk, power loss included.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        switch access {
        case .command:
            return try DatabaseQueue(path: path, configuration: configuration)
        case .server:
            let pool = try DatabasePool(path: path, configuration: configuration)
            // GRDB's pool lowers its writer to NORMAL when it sets up WAL mode.
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            return pool
        }
    }

    /// The user data file as it is on disk, read-only, for a process that
    /// may neither write it nor create SQLite's `-shm` file beside it (the
    /// data of another user, a read-only folder): SQLite's `immutable` mode
    /// reads a WAL-mode file without one. Nil when a `-wal` file holds
    /// changes the file itself lacks (it would be read without them), or
    /// when this SQLite does not read URI file names.
    static func userDataSnapshot(at path: String) throws -> (any DatabaseWriter)? {
        var wal = stat()
        if stat(path + "-wal", &wal) == 0 && wal.st_size > 0 { return nil }
        guard let name = immutableName(of: path) else { return nil }
        var configuration = shared()
        configuration.readonly = true
        return try DatabaseQueue(path: name, configuration: configuration)
    }

    /// What a URI file name may hold unescaped: `?`, `#` and `%` are escaped.
    private static let uriPathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#%"))

    /// What every connection has: the busy timeout.
    static func shared() -> Configuration {
        var configuration = Configuration()
        configuration.label = "pokesearch"
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }
}
