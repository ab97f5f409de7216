import Foundation
import GRDB

/// An opened Pokédex: the imported database, read-only, and the user's data
/// in the file beside it. `Pokedex.open` (Import/Bundled) also installs the
/// bundled dataset on first use and re-indexes an outdated database.
///
/// The two files have connections of their own (see `Connections`); how many
/// depends on `access`.
public final class Pokedex: Sendable {
    /// Where the files live.
    public let location: PokedexLocation
    /// One command, or a server's many requests at once.
    public let access: Access
    /// The Pokédex file, read-only. Read through `read(_:)`, which turns
    /// SQLite's failures into messages.
    package let database: any DatabaseReader
    /// A server's connections for its requests' reads; nil for a command.
    private let readers: PokedexReaders?
    /// Trainers, favorites and catches, opened on first use.
    package let userData: UserData
    /// Its languages, for display names.
    let languages: Languages
    /// Set when the Pokédex file is damaged: every read throws it, while the
    /// user data stays usable.
    private let damage: StoreError?

    /// Opens an existing Pokédex file for `access` (one command by default).
    public init(location: PokedexLocation, access: Access = .command) throws {
        let path = location.databasePath
        try Self.refuseNonPokedexPath(location)
        guard FileManager.default.fileExists(atPath: path) else {
            throw StoreError.missingDatabase(path)
        }
        self.location = location
        self.access = access
        userData = UserData(path: location.userDataPath, access: access)
        (database, readers, languages, damage) = try Self.openFile(path, access: access)
    }

    /// Opens the Pokédex file and reads its languages; a damaged file gives
    /// a stand-in connection, never read, and the damage to throw instead.
    private static func openFile(_ path: String, access: Access) throws -> (any DatabaseReader, PokedexReaders?, Languages, StoreError?) {
        do {
            let (database, readers) = try StoreError.wrapping(.readingPokedex(path)) {
                try Connections.pokedex(at: path, access: access)
            }
            let languages = try StoreError.wrapping(.readingPokedex(path), isDamaged: { IntegrityCheck.findsDamage(in: database) }) {
                try database.read { db in
                    guard try db.hasTables("pokemon", "dataset_info") else { throw StoreError.notAPokedex(path, FileKind.of(path)) }
                    return try Languages(db)
                }
            }
            return (database, readers, languages, nil)
        } catch StoreError.damagedPokedex(path) {
            // A file SQLite cannot read at all may be no Pokédex: say what it is.
            let kind = FileKind.ofPokedex(at: path)
            guard kind == .pokedex else { throw StoreError.notAPokedex(path, kind) }
            return (try DatabaseQueue(), nil, .none, .damagedPokedex(path))
        }
    }

    /// Whether the Pokédex file is damaged (user data can still be used).
    public var isDamaged: Bool { damage != nil }

    /// Runs `body` on the Pokédex (a command's in a read-only transaction,
    /// a server's on a connection of its own: the file never changes under
    /// it), turning SQLite's failures into `StoreError`s: a damaged file is
    /// told from other failures by `PRAGMA quick_check`, on the failure path only.
    package func read<T>(_ body: (Database) throws -> T) throws -> T {
        if let damage { throw damage }
        return try StoreError.wrapping(.readingPokedex(location.databasePath), isDamaged: { IntegrityCheck.findsDamage(in: database) }) {
            if let readers { return try readers.read(body) }
            return try database.read(body)
        }
    }

    /// Refuses, before anything is opened or built, a path that can never be
    /// a Pokédex: a user data file's name, a directory, a device.
    static func refuseNonPokedexPath(_ location: PokedexLocation) throws {
        if location.namesUserData {
            throw StoreError.notAPokedex(location.databasePath, .userData)
        }
        if let kind = FileKind.nonRegular(at: location.databasePath) {
            throw StoreError.notAPokedex(location.databasePath, kind)
        }
    }
}
