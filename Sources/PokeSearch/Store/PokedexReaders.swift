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
final class PokedexReaders: Sendable {
    private let open: @Sendable () throws -> DatabaseQueue
    private let idle: Mutex<[DatabaseQueue]>
    /// Idle connections kept; past them (more reads at once than threads that
    /// answer requests, a burst of blocking work) a returned one is closed.
    static let idleKept = 8

    /// `first`: a connection already open; `open` opens another.
    init(first: DatabaseQueue, open: @escaping @Sendable () throws -> DatabaseQueue) {
        self.open = open
        idle = Mutex([first])
    }

    /// Runs `body` on a connection no other read is using.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        let connection = try idle.withLock { $0.popLast() } ?? open()
        defer {
            idle.withLock { idle in
                if idle.count < Self.idleKept { idle.append(connection) }
            }
        }
        return try connection.unsafeRead(body)
    }
}
