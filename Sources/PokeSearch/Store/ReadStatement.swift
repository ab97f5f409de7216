import GRDB
import GRDBSQLite

/// A prepared SELECT of the search path, bound and stepped through the
/// SQLite C API, its columns read in place.
///
/// The statement is GRDB's, from its statement cache (prepared once per
/// connection, finalized with it), and runs inside a read GRDB holds. GRDB's
/// rows, cursors and generic decoding cost a search more than SQLite's own
/// reads: a one-off command pays for the first use of each of their
/// generic types, a server for every row. See `InsertStatement` for writes.
struct ReadStatement {
    private let statement: Statement

    /// `sql`, from GRDB's statement cache unless it is not `cached`: SQL
    /// with values written inline is prepared afresh and dropped after use.
    init(_ db: Database, sql: String, cached: Bool = true) throws {
        statement = try cached ? db.cachedStatement(sql: sql) : db.makeStatement(sql: sql)
    }

    /// `count` parameters for an `IN (...)` list: `?, ?, ?`. GRDB's
    /// `databaseQuestionMarks` joins a `repeatElement`, whose first use has
    /// the Swift runtime scan every protocol conformance of the binary (a
    /// tenth of a millisecond of a one-off search).
    static func placeholders(count: Int) -> String {
        count > 0 ? String(repeating: "?, ", count: count - 1) + "?" : ""
    }

    /// A value bound to a parameter, in order.
    enum Argument {
        case int(Int)
        case text(String)
    }

    /// Binds `arguments` and calls `body` with each row; the statement is
    /// reset afterwards, whatever happens. On failure, throws the
    /// `DatabaseError` SQLite reports.
    func forEachRow(_ arguments: Argument..., body: (Row) throws -> Void) throws {
        try forEachRow(arguments: arguments, body: body)
    }

    /// Each row made into a value by `make`.
    func rows<T>(_ arguments: Argument..., make: (Row) throws -> T) throws -> [T] {
        try rows(arguments: arguments, make: make)
    }

    /// The same, with as many arguments as a statement of a variable length takes.
    func rows<T>(arguments: [Argument], make: (Row) throws -> T) throws -> [T] {
        var values: [T] = []
        try forEachRow(arguments: arguments) { values.append(try make($0)) }
        return values
    }

    /// The same, with as many arguments as a statement of a variable length takes.
    func forEachRow(arguments: [Argument], body: (Row) throws -> Void) throws {
        try forEachRow(arguments: arguments, while: { row in
            try body(row)
            return true
        })
    }

    /// Whether some row satisfies `isMatch`: rows are read until one does.
    func contains(_ arguments: Argument..., where isMatch: (Row) throws -> Bool) throws -> Bool {
        var found = false
        try forEachRow(arguments: arguments, while: { row in
            found = try isMatch(row)
            return !found
        })
        return found
    }

    /// Calls `body` with each row while it returns true.
    private func forEachRow(arguments: [Argument], while body: (Row) throws -> Bool) throws {
        let handle = statement.sqliteStatement
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            switch argument {
            case .int(let value):
                sqlite3_bind_int64(handle, index, Int64(value))
            case .text(var value):
                value.withUTF8 { utf8 in
                    _ = sqlite3_bind_text(handle, index, utf8.baseAddress, Int32(utf8.count), SQLITE_TRANSIENT)
                }
            }
        }
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW: if try !body(Row(handle: handle)) { return }
            case SQLITE_DONE: return
            default:
                let connection = sqlite3_db_handle(handle)
                throw DatabaseError(resultCode: ResultCode(rawValue: sqlite3_extended_errcode(connection)),
                                    message: String(cString: sqlite3_errmsg(connection)), sql: statement.sql)
            }
        }
    }

    /// One result row; valid only while the body it was given to runs.
    struct Row {
        fileprivate let handle: OpaquePointer

        func isNull(_ column: Int32) -> Bool {
            sqlite3_column_type(handle, column) == SQLITE_NULL
        }

        func int(_ column: Int32) -> Int {
            Int(sqlite3_column_int64(handle, column))
        }

        func text(_ column: Int32) -> String {
            String(decoding: utf8(column), as: UTF8.self)
        }

        /// The UTF-8 bytes of a text, where SQLite holds them (empty for NULL).
        func utf8(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: sqlite3_column_text(handle, column), count: Int(sqlite3_column_bytes(handle, column)))
        }

        /// The bytes of a blob, where SQLite holds them (empty for NULL).
        func bytes(_ column: Int32) -> UnsafeRawBufferPointer {
            guard let blob = sqlite3_column_blob(handle, column) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
            return UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_column_bytes(handle, column)))
        }
    }
}

/// SQLite copies the bytes before the bind returns (the C macro, which Swift does not import).
private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
