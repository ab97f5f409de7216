import GRDB

/// Why a Pokédex or its user data could not be opened, built or used.
///
/// The one place where SQLite's errors become messages for people: every
/// folder reaches the database through `StoreError.wrapping(_:_:)`.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    case missingDatabase(String)
    case notAPokedex(String)
    case unreadable(path: String, reason: String)
    /// A new database (or the compressed dataset) could not be written.
    case unwritable(path: String, reason: String)
    /// zlib could not compress or inflate a file.
    case compression(path: String, reason: String)
    /// The opened Pokédex could not be read or written: busy, read-only, full or damaged.
    case unusable(String)
    /// No language of the Pokédex has this name or code; those with Pokémon names follow.
    case unknownLanguage(String, known: [String])

    public var description: String {
        switch self {
        case .missingDatabase(let path):
            return "no Pokédex at \(path): run `pokesearch import DUMP` or remove --db to use the default one"
        case .notAPokedex(let path):
            return "\(path) is not a PokeSearch database (no search index): re-create it with `pokesearch import DUMP`"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .compression(let path, let reason):
            return "\(path): \(reason)"
        case .unusable(let reason):
            return "cannot use the Pokédex: \(reason)"
        case .unknownLanguage(let language, let known):
            return "unknown language '\(language)'; known: " + known.joined(separator: ", ")
        }
    }

    /// What the store was doing when SQLite failed, which decides the message.
    enum Activity {
        /// Opening the files at this path.
        case opening(String)
        /// Building a new database that will replace the file at this path.
        case building(String)
        /// Reading or writing an opened Pokédex and its user data.
        case using
    }

    /// Runs `body`, turning SQLite errors into a message about `activity`.
    static func wrapping<T>(_ activity: Activity, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StoreError(error, while: activity)
        }
    }

    private init(_ error: DatabaseError, while activity: Activity) {
        let reason = error.message ?? "\(error.resultCode)"
        switch activity {
        case .opening(let path):
            switch error.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .notAPokedex(path)
            default: self = .unreadable(path: path, reason: reason)
            }
        case .building(let path):
            self = .unwritable(path: path, reason: reason)
        case .using:
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                self = .unusable("the database is busy (another pokesearch is writing); try again")
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
                self = .unusable("the user data file cannot be written")
            case .SQLITE_FULL:
                self = .unusable("the disk is full")
            default:
                self = .unusable("the database looks damaged or out of date; re-import it (\(error.resultCode))")
            }
        }
    }
}
