import Foundation
import GRDB

/// How PokeSearch connects to its two files, so that many processes (and a
/// server's many requests) can use one Pokédex at once.
///
/// - The Pokédex file is only read in place: opened read-only, in SQLite's
///   default rollback-journal mode. It is replaced whole, by rename (see
///   `DatabaseBuild`), and a `-wal` file beside it would outlive the file it
///   belongs to and be replayed into the new one. Readers take shared locks
///   only, so any number of them read at once.
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

    /// The Pokédex, read-only: one connection for a command, a pool of
    /// readers that read in parallel for a server.
    static func pokedex(at path: String, access: Pokedex.Access) throws -> any DatabaseReader {
        var configuration = shared()
        configuration.readonly = true
        switch access {
        case .command: return try DatabaseQueue(path: path, configuration: configuration)
        case .server: return try DatabasePool(path: path, configuration: configuration)
        }
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

    /// What every connection has: the busy timeout.
    static func shared() -> Configuration {
        var configuration = Configuration()
        configuration.label = "pokesearch"
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }
}
