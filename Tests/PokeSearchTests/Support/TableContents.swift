import Foundation
import GRDB

/// Every row of every table of a database, as text, in a stable order: two
/// imports are equivalent when these are equal. The import's date is left out.
enum TableContents {
    static func of(_ path: String) throws -> [String: [String]] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            var tables: [String: [String]] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"")
                tables[table] = rows.map { row in
                    row.databaseValues.map { value in
                        switch value.storage {
                        case .blob(let data): "x'\(data.map { String(format: "%02x", $0) }.joined())'"
                        default: value.description
                        }
                    }.joined(separator: "|")
                }.filter { !$0.hasPrefix("\"imported_at\"|") }.sorted()
            }
            return tables
        }
    }
}
