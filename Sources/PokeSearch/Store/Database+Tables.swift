import GRDB
import GRDBSQLite

extension Database {
    /// Whether the main schema has every table of `names`, asked of the
    /// schema SQLite already holds in memory: GRDB's `tableExists` reads the
    /// whole schema first, and a query of `sqlite_master` scans it, each a
    /// good part of opening a Pokédex for one search. The SQLite of Debian
    /// and of Apple's platforms has this call (`SQLITE_ENABLE_COLUMN_METADATA`).
    func hasTables(_ names: String...) throws -> Bool {
        try names.allSatisfy { name in
            switch sqlite3_table_column_metadata(sqliteConnection, "main", name, nil, nil, nil, nil, nil, nil) {
            case SQLITE_OK: return true
            case SQLITE_ERROR: return false  // no such table (or a view)
            case let code: throw DatabaseError(resultCode: ResultCode(rawValue: code), message: lastErrorMessage)
            }
        }
    }
}
