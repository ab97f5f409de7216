import Foundation
import GRDB

/// Every row of every table of a database, as a digest per table: two
/// imports are equivalent when these are equal. The import's date is left out.
enum TableContents {
    /// One table's rows: how many, and a hash of them in the order of all
    /// their columns (Swift's `Hasher`, seeded per process: compare digests
    /// taken in one process only).
    struct Digest: Equatable, CustomStringConvertible {
        let rows: Int
        let hash: Int

        var description: String { "\(rows) rows, hash \(hash)" }
    }

    static func digests(of path: String) throws -> [String: Digest] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            var digests: [String: Digest] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
                let columns = try db.columns(in: table).count
                let order = (1...columns).map(String.init).joined(separator: ", ")
                let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \"\(table)\" ORDER BY \(order)")
                var hasher = Hasher()
                var count = 0
                while let row = try rows.next() {
                    if table == "dataset_info", row[0] as String? == "imported_at" { continue }
                    for value in row.databaseValues { hasher.combine(value) }
                    count += 1
                }
                digests[table] = Digest(rows: count, hash: hasher.finalize())
            }
            return digests
        }
    }
}
