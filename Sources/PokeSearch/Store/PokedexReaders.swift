import Foundation
import GRDB
import Synchronization

/// A server's connections to the Pokédex file, one per read in progress:
/// a read takes an idle connection (or opens one) and gives it back.
///
/// Why not GRDB's `DatabasePool`: its readers serve a file that changes, so
/// each read checks a connection out through a lock and a semaphore, and
/// runs in a transaction (`BEGIN`, `COMMIT`, a shared lock on the file).
/// The Pokédex file never changes in place (it is replaced whole, by rename,
/// and an open connection keeps reading the file it opened), so these
/// connections open it `immutable` (SQLite takes no locks and checks for no
/// changes) and read outside a transaction. Under a load of distinct
/// searches the pool's part was some 30 µs of a request's 200 µs of CPU.
///
/// Once another file has been renamed over the path, a connection opened
/// by path would read that file beside what was read from this one (the
/// search index in memory): a read then waits for a connection of this
/// file instead. One is always in use then, and reads are never nested
/// (GRDB refuses a read inside a read), so the wait ends; the server opens
/// the new file for its next request (`LiveCatalog`).
final class PokedexReaders: Sendable {
    private let path: String
    private let file: FileIdentity?
    private let open: @Sendable () throws -> DatabaseQueue
    private let idle: Mutex<[DatabaseQueue]>
    /// Idle connections kept; past them (more reads at once than threads that
    /// answer requests, a burst of blocking work) a returned one is closed.
    static let idleKept = 8

    /// `first`: a connection already open on `path`; `open` opens another.
    init(first: DatabaseQueue, path: String, open: @escaping @Sendable () throws -> DatabaseQueue) {
        self.path = path
        file = FileIdentity(path: path)
        self.open = open
        idle = Mutex([first])
    }

    /// Runs `body` on a connection no other read is using.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        let connection = try checkOut()
        defer {
            idle.withLock { idle in
                if idle.count < Self.idleKept { idle.append(connection) }
            }
        }
        return try connection.unsafeRead(body)
    }

    private func checkOut() throws -> DatabaseQueue {
        if let connection = idle.withLock({ $0.popLast() }) { return connection }
        if FileIdentity(path: path) == file { return try open() }
        // Replaced: wait for one of this file's connections.
        let deadline = ContinuousClock.now + .seconds(Connections.busyTimeout)
        while ContinuousClock.now < deadline {
            if let connection = idle.withLock({ $0.popLast() }) { return connection }
            usleep(50)
        }
        throw StoreError.busy(path, isUserData: false)
    }
}
