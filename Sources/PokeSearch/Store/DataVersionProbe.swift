import GRDBSQLite
import Synchronization

/// SQLite's `data_version` of one file, asked on a read-only connection of
/// the probe's own with one prepared statement: a number that changes
/// whenever another connection commits to the file.
///
/// The SQLite C API rather than a GRDB queue: a server asks at every
/// logged-in request, and through `DatabaseQueue.inDatabase` each ask
/// prepared the statement again and queued on a Dispatch queue that both
/// request threads share (a twelfth of the server's CPU under a logged-in
/// load of searches). Here an ask is a step and a reset under a lock.
final class DataVersionProbe: Sendable {
    private struct Handles: @unchecked Sendable {
        let connection: OpaquePointer
        let statement: OpaquePointer
    }

    private let handles: Mutex<Handles>

    /// Opens `path` read-only (it must exist); nil when SQLite cannot.
    init?(path: String, busyTimeout: Double) {
        var connection: OpaquePointer?
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK, let connection else {
            sqlite3_close(connection)
            return nil
        }
        sqlite3_busy_timeout(connection, Int32(busyTimeout * 1000))
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, "PRAGMA data_version", -1, &statement, nil) == SQLITE_OK, let statement else {
            sqlite3_close(connection)
            return nil
        }
        handles = Mutex(Handles(connection: connection, statement: statement))
    }

    deinit {
        handles.withLock { handles in
            sqlite3_finalize(handles.statement)
            sqlite3_close(handles.connection)
        }
    }

    /// The file's version now; nil when SQLite could not say (busy past the timeout, damaged).
    func version() -> Int? {
        handles.withLock { handles in
            defer { sqlite3_reset(handles.statement) }
            guard sqlite3_step(handles.statement) == SQLITE_ROW else { return nil }
            return Int(sqlite3_column_int64(handles.statement, 0))
        }
    }
}
