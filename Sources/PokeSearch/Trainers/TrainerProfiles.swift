import Foundation
import GRDB

/// The trainer profiles of a Pokédex's user data: created on first use,
/// listed, deleted with everything they hold.
public struct TrainerProfiles: Sendable {
    /// The Pokédex whose user data holds the profiles.
    public let pokedex: Pokedex

    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// The profile called `name` (without regard to case), created if it is new.
    public func profile(named name: String, now: Date = Date()) throws -> Trainer {
        let name = try Self.validated(name)
        return try StoreError.wrapping(.using) {
            try pokedex.database.write { db in
                if let existing = try Self.find(name, in: db) { return existing }
                try db.execute(sql: "INSERT INTO user.trainer (name, created_at) VALUES (?, ?)",
                               arguments: [name, CatchDate.stored(now)])
                // Read back, so the date has the stored precision (seconds) on every call.
                return try Self.find(name, in: db) ?? Trainer(id: db.lastInsertedRowID, name: name, createdAt: now)
            }
        }
    }

    /// The profile called `name`, or nil when it was never used.
    public func existing(named name: String) throws -> Trainer? {
        let name = try Self.validated(name)
        return try StoreError.wrapping(.using) {
            try pokedex.database.read { db in try Self.find(name, in: db) }
        }
    }

    /// Every profile with its counts, by name.
    public func all() throws -> [TrainerSummary] {
        try StoreError.wrapping(.using) {
            try pokedex.database.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT t.name, t.created_at,
                           (SELECT count(*) FROM user.favorite f WHERE f.trainer_id = t.id) AS favorites,
                           (SELECT count(*) FROM user.catch k WHERE k.trainer_id = t.id) AS catches
                      FROM user.trainer t ORDER BY t.name COLLATE NOCASE, t.id
                    """).map { row in
                    TrainerSummary(name: row["name"], createdAt: CatchDate.parse(row["created_at"]) ?? .distantPast,
                                   favorites: row["favorites"], catches: row["catches"])
                }
            }
        }
    }

    /// What deleting `name` would remove; throws when there is no such profile.
    public func summary(named name: String) throws -> TrainerSummary {
        let name = try Self.validated(name)
        let profiles = try all()
        guard let summary = profiles.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            throw TrainerError.unknownTrainer(name, known: profiles.map(\.name))
        }
        return summary
    }

    /// Deletes the profile with its favorites and catches, returning what it held.
    @discardableResult
    public func delete(named name: String) throws -> TrainerSummary {
        let summary = try summary(named: name)
        try StoreError.wrapping(.using) {
            try pokedex.database.write { db in
                // Explicit deletes: the cascade depends on foreign keys being on.
                let id = try Int64.fetchOne(db, sql: "SELECT id FROM user.trainer WHERE name = ?", arguments: [summary.name])
                try db.execute(sql: "DELETE FROM user.favorite WHERE trainer_id = ?", arguments: [id])
                try db.execute(sql: "DELETE FROM user.catch WHERE trainer_id = ?", arguments: [id])
                try db.execute(sql: "DELETE FROM user.trainer WHERE id = ?", arguments: [id])
            }
        }
        return summary
    }

    /// A trimmed name of 1 to 40 printable characters.
    static func validated(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let printable = trimmed.unicodeScalars.allSatisfy { !CharacterSet.controlCharacters.contains($0) }
        guard !trimmed.isEmpty, trimmed.count <= 40, printable else {
            throw TrainerError.invalidTrainerName(name)
        }
        return trimmed
    }

    private static func find(_ name: String, in db: Database) throws -> Trainer? {
        try Row.fetchOne(db, sql: "SELECT id, name, created_at FROM user.trainer WHERE name = ?", arguments: [name]).map { row in
            Trainer(id: row["id"], name: row["name"], createdAt: CatchDate.parse(row["created_at"]) ?? .distantPast)
        }
    }
}
