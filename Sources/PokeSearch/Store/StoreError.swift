import GRDB

/// Why a Pokédex or its user data could not be opened.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    case missingDatabase(String)
    case notAPokedex(String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingDatabase(let path):
            return "no Pokédex at \(path): run `pokesearch import DUMP` or remove --db to use the default one"
        case .notAPokedex(let path):
            return "\(path) is not a PokeSearch database (no search index): re-create it with `pokesearch import DUMP`"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        }
    }

    /// Runs `body`, turning SQLite errors into a message that names the file.
    static func wrapping<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                throw StoreError.notAPokedex(path)
            default:
                throw StoreError.unreadable(path: path, reason: error.message ?? "\(error.resultCode)")
            }
        }
    }
}
