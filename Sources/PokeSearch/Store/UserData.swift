import Foundation
import GRDB

/// The user data file (trainers, favorites, catches) beside the Pokédex,
/// never touched by an import.
///
/// Opened on first use, so a plain search never opens it: a damaged or
/// locked user data file cannot break one. Reads see a missing file as
/// empty and never create it; the first write creates it, whole, in WAL
/// mode with its schema (see `UserSchema`, `Connections`).
package final class UserData: @unchecked Sendable {
    /// The file, e.g. `~/.local/share/pokesearch/pokedex.user.sqlite`.
    package let path: String
    private let access: Pokedex.Access
    /// Guards `opened`.
    private let lock = NSLock()
    private var opened: (any DatabaseWriter)?

    init(path: String, access: Pokedex.Access) {
        self.path = path
        self.access = access
    }

    /// Runs `body` in a read-only transaction, or returns `missing` when the
    /// file does not exist yet (nothing was ever written).
    package func read<T>(orIfMissing missing: @autoclosure () -> T, _ body: (Database) throws -> T) throws -> T {
        try StoreError.wrapping(.usingUserData(path), isDamaged: findsDamage) {
            guard let connection = try connection(creatingFile: false) else { return missing() }
            return try connection.read(body)
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction, creating the file
    /// first when needed. Writers of other processes wait for it (up to
    /// `Connections.busyTimeout`); readers do not.
    package func write<T>(_ body: (Database) throws -> T) throws -> T {
        try StoreError.wrapping(.usingUserData(path), isDamaged: findsDamage) {
            try connection(creatingFile: true)!.write(body)
        }
    }

    private func connection(creatingFile: Bool) throws -> (any DatabaseWriter)? {
        lock.lock()
        defer { lock.unlock() }
        if let opened { return opened }
        if !FileManager.default.fileExists(atPath: path) {
            guard creatingFile else { return nil }
            try UserSchema.create(at: path)
        }
        let connection = try Connections.userData(at: path, access: access)
        try UserSchema.prepare(connection)
        opened = connection
        return connection
    }

    private func findsDamage() -> Bool {
        guard let connection = lock.withLock({ opened }) else { return false }
        return IntegrityCheck.findsDamage(in: connection)
    }
}
