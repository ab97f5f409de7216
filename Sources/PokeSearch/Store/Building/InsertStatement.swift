import GRDB
import GRDBSQLite

/// A prepared INSERT for bulk loading, bound and stepped through the SQLite
/// C API.
///
/// The statement is GRDB's, but GRDB's bookkeeping around each execution
/// (transaction observers, queue checks) costs as much as SQLite's own work
/// on the hundreds of thousands of rows an import writes. Inserts made this
/// way are invisible to GRDB's transaction observers: for building a
/// database or its index, where none are registered.
struct InsertStatement {
    private let statement: Statement

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
    }

    /// Inserts one row. On failure, throws the `DatabaseError` SQLite reports.
    func execute<Values: Collection<DatabaseValue>>(_ values: Values) throws {
        let handle = statement.sqliteStatement
        var index: Int32 = 1
        for value in values {
            Self.bind(value, at: index, in: handle)
            index += 1
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            let connection = sqlite3_db_handle(handle)
            throw DatabaseError(
                resultCode: ResultCode(rawValue: sqlite3_extended_errcode(connection)),
                message: String(cString: sqlite3_errmsg(connection)), sql: statement.sql)
        }
    }

    /// Inserts one row of `values`.
    func execute(_ values: (any DatabaseValueConvertible)?...) throws {
        try execute(values.lazy.map { $0?.databaseValue ?? .null })
    }

    private static func bind(_ value: DatabaseValue, at index: Int32, in statement: SQLiteStatement) {
        switch value.storage {
        case .null:
            sqlite3_bind_null(statement, index)
        case .int64(let int):
            sqlite3_bind_int64(statement, index, int)
        case .double(let double):
            sqlite3_bind_double(statement, index, double)
        case .string(var string):
            string.withUTF8 { utf8 in
                _ = sqlite3_bind_text(statement, index, utf8.baseAddress, Int32(utf8.count), SQLITE_TRANSIENT)
            }
        case .blob(let data):
            data.withUnsafeBytes { bytes in
                _ = sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), SQLITE_TRANSIENT)
            }
        }
    }
}

/// SQLite copies the bytes before the bind returns (the C macro, which Swift does not import).
private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
