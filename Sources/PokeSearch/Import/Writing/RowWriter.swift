import GRDB

/// Inserts rows with one prepared statement per table, reused for every row.
struct RowWriter {
    private let db: Database
    private var statements: [InsertStatement?] = Array(repeating: nil, count: ImportTable.allCases.count)

    init(db: Database) {
        self.db = db
    }

    /// Inserts the rows of `batch`; a row the database refuses is reported
    /// against the file it came from.
    mutating func write(_ batch: RowBatch) throws {
        var start = 0
        for (table, valueCount) in batch.rows {
            do {
                try statement(for: table).execute(batch.values[start..<(start + valueCount)])
            } catch let error as DatabaseError {
                switch error.extendedResultCode {
                case .SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_PRIMARYKEY:
                    throw ImportError.invalidField(
                        file: batch.file.displayPath, field: "",
                        reason: "repeats a resource already imported (\(error.message ?? "constraint failed"))")
                default:
                    throw error
                }
            }
            start += valueCount
        }
    }

    private mutating func statement(for table: ImportTable) throws -> InsertStatement {
        if let statement = statements[table.rawValue] { return statement }
        let statement = try InsertStatement(db, sql: table.insertSQL)
        statements[table.rawValue] = statement
        return statement
    }
}
