import Foundation
import GRDB

extension Trainer {
    /// The profile called `name` in the user data file's `db`, or nil when
    /// it was never created: its exact name first (without regard to case),
    /// then its folded key, so "Pokémon" finds "pokemon".
    static func find(named name: String, in db: Database) throws -> Trainer? {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try Row.fetchOne(db, sql: """
            SELECT id, name, created_at FROM trainer WHERE name = :name OR name_key = :key
             ORDER BY name = :name DESC, id LIMIT 1
            """, arguments: ["name": name, "key": UserNameKey.of(name)]).map(Trainer.init(row:))
    }

    /// The profile with row id `id`, or nil.
    static func find(id: Int64, in db: Database) throws -> Trainer? {
        try Row.fetchOne(db, sql: "SELECT id, name, created_at FROM trainer WHERE id = ?", arguments: [id]).map(Trainer.init(row:))
    }

    /// A `trainer` row with `id`, `name` and `created_at`.
    init(row: Row) {
        self.init(id: row["id"], name: row["name"], createdAt: CatchDate.parse(row["created_at"]) ?? .distantPast)
    }
}
