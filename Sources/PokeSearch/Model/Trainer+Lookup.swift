import Foundation
import GRDB

extension Trainer {
    /// The profile called `name` (trimmed, without regard to case) in the
    /// user data file's `db`, or nil when it was never created.
    static func find(named name: String, in db: Database) throws -> Trainer? {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try Row.fetchOne(db, sql: "SELECT id, name, created_at FROM trainer WHERE name = ?", arguments: [name]).map { row in
            Trainer(id: row["id"], name: row["name"], createdAt: CatchDate.parse(row["created_at"]) ?? .distantPast)
        }
    }
}
