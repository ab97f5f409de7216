import Foundation
import GRDB

/// The user data file (trainers, favorites, catches) beside the Pokédex,
/// never touched by an import.
///
/// Opened on first use, so a plain search never opens it: a damaged or
/// locked user data file cannot break one. Reads see a missing file as
/// empty and never create it; the first write creates it, whole, in WAL
/// mode with its schema (see `UserSchema`, `Connections`). A file this
/// process may not write, in a folder where it may not create SQLite's
/// `-shm` file (another user's data), is still read, as it is on disk.
package final class UserData: @unchecked Sendable {
    /// The file, e.g. `~/.local/share/pokesearch/pokedex.user.sqlite`.
    package let path: String
    private let access: Pokedex.Access
    /// Guards `opened`, `versionReader`, `readsSnapshot` and `checkedForDamage`.
    private let lock = NSLock()
    private var opened: (any DatabaseWriter)?
    /// The connection `dataVersion()` asks, read-only: SQLite's `data_version`
    /// changes with the commits of other connections only, so it must never write.
    private var versionReader: DataVersionProbe?
    /// Whether `opened` reads the file as a snapshot (see `open`), which no version describes.
    private var readsSnapshot = false
    /// Whether this process looked for damage before its first write: a
    /// write only changes its own pages, so without the check it could
    /// succeed in a file whose other pages are damaged.
    private var checkedForDamage = false

    init(path: String, access: Pokedex.Access) {
        self.path = path
        self.access = access
    }

    deinit {
        // Closed before `opened`: the last connection to close checkpoints the
        // write-ahead log into the file and removes it, unless it is read-only.
        versionReader = nil
    }

    /// Runs `body` in a read-only transaction, or returns `missing` when the
    /// file does not exist yet (nothing was ever written).
    package func read<T>(orIfMissing missing: @autoclosure () -> T, _ body: (Database) throws -> T) throws -> T {
        try StoreError.wrapping(.usingUserData(path), isDamaged: findsDamage) {
            guard let connection = try connection(creatingFile: false) else { return missing() }
            return try connection.read(body)
        }
    }

    /// SQLite's `data_version` of the file, as a connection of its own sees
    /// it: a number that changes whenever any other connection, of this
    /// process or another, commits to the file. Equal numbers from two calls
    /// mean nothing was committed in between. One statement on one
    /// connection, without GRDB's transaction: what a server pays to know
    /// that what it read before still holds. Nil when it cannot be known:
    /// before the first read or write has opened the file (which reports a
    /// damaged or missing one), for a file read as a snapshot, or when the
    /// statement fails (callers then read as they would without it).
    package func dataVersion() -> Int? {
        versionConnection()?.version()
    }

    private func versionConnection() -> DataVersionProbe? {
        lock.lock()
        defer { lock.unlock() }
        if let versionReader { return versionReader }
        guard opened != nil, !readsSnapshot else { return nil }
        versionReader = DataVersionProbe(path: path, busyTimeout: Connections.busyTimeout)
        return versionReader
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction, creating the file
    /// first when needed. Writers of other processes wait for it (up to
    /// `Connections.busyTimeout`); readers do not. A damaged file is refused
    /// before the first write of the process (`PRAGMA quick_check`, outside
    /// the write lock: 0.02 ms for a few trainers, 4–8 ms for 2 MB holding
    /// 60,000 favorites and catches).
    package func write<T>(_ body: (Database) throws -> T) throws -> T {
        try StoreError.wrapping(.usingUserData(path), isDamaged: findsDamage) {
            let connection = try connection(creatingFile: true)!
            try refuseDamageBeforeFirstWrite(connection)
            return try connection.write(body)
        }
    }

    private func connection(creatingFile: Bool) throws -> (any DatabaseWriter)? {
        lock.lock()
        defer { lock.unlock() }
        if let opened { return opened }
        if let kind = FileKind.nonRegular(at: path) { throw StoreError.userDataNotAFile(path, kind) }
        if !FileManager.default.fileExists(atPath: path) {
            guard creatingFile else { return nil }
            try UserSchema.create(at: path)
        }
        let connection = try open(forReadingOnly: !creatingFile)
        opened = connection
        return connection
    }

    /// The file's connection in WAL mode with the current schema; for a
    /// reader that may not write it, the file as it is on disk.
    private func open(forReadingOnly readingOnly: Bool) throws -> any DatabaseWriter {
        do {
            let connection = try Connections.userData(at: path, access: access)
            try UserSchema.prepare(connection)
            PrivateFiles.restrict(path)
            return connection
        } catch let error as DatabaseError where readingOnly && Self.deniesWriting(error) {
            guard WriteAccess.readOnlyPart(of: path) != nil, let snapshot = try Connections.userDataSnapshot(at: path) else {
                throw error
            }
            // Writes through it fail as the file's would: read-only.
            readsSnapshot = true
            return snapshot
        }
    }

    /// SQLite's answers when it may not write the file or create one beside it.
    private static func deniesWriting(_ error: DatabaseError) -> Bool {
        [.SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM].contains(error.resultCode)
    }

    private func refuseDamageBeforeFirstWrite(_ connection: any DatabaseWriter) throws {
        guard !lock.withLock({ checkedForDamage }) else { return }
        if IntegrityCheck.findsDamage(in: connection) { throw StoreError.damagedUserData(path) }
        lock.withLock { checkedForDamage = true }
    }

    private func findsDamage() -> Bool {
        guard let connection = lock.withLock({ opened }) else { return false }
        return IntegrityCheck.findsDamage(in: connection)
    }
}
