import GRDB

/// Inserts rows with one prepared statement per table, reused for every row.
struct RowWriter {
    private let db: Database
    private var statements: [Statement?] = Array(repeating: nil, count: ImportTable.allCases.count)

    init(db: Database) {
        self.db = db
    }

    /// Inserts the rows of `batch`; a row the database refuses is reported
    /// against the file it came from.
    mutating func write(_ batch: RowBatch) throws {
        for (table, arguments) in batch.rows {
            do {
                let statement = try statement(for: table)
                statement.setUncheckedArguments(arguments)
                try statement.execute()
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
        }
    }

    private mutating func statement(for table: ImportTable) throws -> Statement {
        if let statement = statements[table.rawValue] { return statement }
        let statement = try db.makeStatement(sql: table.insertSQL)
        statements[table.rawValue] = statement
        return statement
    }
}
