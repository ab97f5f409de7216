import Foundation
import GRDB

/// The trainer profiles of a Pokédex's user data: created by the first
/// write that needs one, listed, deleted with everything they hold. Reading
/// never creates a profile nor the user data file.
public struct TrainerProfiles: Sendable {
    /// The Pokédex whose user data holds the profiles.
    public let pokedex: Pokedex

    /// Profiles in the user data of `pokedex`.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// The profile called `name` (without regard to case), created if it is new.
    public func profile(named name: String, now: Date = Date()) throws -> Trainer {
        let name = try Self.validated(name)
        return try pokedex.userData.write { db in try Self.profile(named: name, now: now, in: db).trainer }
    }

    /// The profile called `name`, or nil when it was never used.
    public func existing(named name: String) throws -> Trainer? {
        let name = try Self.validated(name)
        return try pokedex.userData.read(orIfMissing: nil) { db in try Trainer.find(named: name, in: db) }
    }

    /// The profile called `name`; throws, naming the closest profiles, when there is none.
    public func required(named name: String) throws -> Trainer {
        if let trainer = try existing(named: name) { return trainer }
        throw TrainerError.unknownTrainer(name, known: try all().map(\.name))
    }

    /// Creates the profile called `name`; throws when it already exists.
    @discardableResult
    public func add(named name: String, now: Date = Date()) throws -> Trainer {
        let name = try Self.validated(name)
        return try pokedex.userData.write { db in
            if let existing = try Trainer.find(named: name, in: db) { throw TrainerError.trainerExists(existing.name) }
            return try Self.profile(named: name, now: now, in: db).trainer
        }
    }

    /// Every profile with its counts, by name.
    public func all() throws -> [TrainerSummary] {
        try pokedex.userData.read(orIfMissing: []) { db in try Self.summaries(in: db) }
    }

    /// What deleting `name` would remove; throws when there is no such profile.
    public func summary(named name: String) throws -> TrainerSummary {
        let name = try Self.validated(name)
        let summary: TrainerSummary? = try pokedex.userData.read(orIfMissing: nil) { db in try Self.summary(named: name, in: db) }
        guard let summary else { throw TrainerError.unknownTrainer(name, known: []) }
        return summary
    }

    /// Deletes the profile with its favorites and catches, in one write,
    /// returning what it held.
    @discardableResult
    public func delete(named name: String) throws -> TrainerSummary {
        let name = try Self.validated(name)
        return try pokedex.userData.write { db in
            let summary = try Self.summary(named: name, in: db)
            // Explicit deletes: the cascade depends on foreign keys being on.
            let id = try Int64.fetchOne(db, sql: "SELECT id FROM trainer WHERE name = ?", arguments: [summary.name])
            try db.execute(sql: "DELETE FROM favorite WHERE trainer_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM catch WHERE trainer_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM session WHERE trainer_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM last_encounter WHERE trainer_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM trainer WHERE id = ?", arguments: [id])
            return summary
        }
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

    /// The profile called `name`, created inside the caller's write if it is
    /// new (claiming the encounter its name had without one), and whether it
    /// was: writes queue, so of processes racing to create one profile
    /// exactly one creates it.
    static func profile(named name: String, now: Date, in db: Database) throws -> (trainer: Trainer, isNew: Bool) {
        if let existing = try Trainer.find(named: name, in: db) { return (existing, false) }
        try db.execute(sql: "INSERT INTO trainer (name, name_key, created_at) VALUES (?, ?, ?)",
                       arguments: [name, UserNameKey.of(name), CatchDate.stored(now)])
        // Read back, so the date has the stored precision (seconds) on every call.
        let trainer = try Trainer.find(named: name, in: db) ?? Trainer(id: db.lastInsertedRowID, name: name, createdAt: now)
        try LastEncounter.claim(for: trainer, in: db)
        return (trainer, true)
    }

    private static func summaries(in db: Database) throws -> [TrainerSummary] {
        try Row.fetchAll(db, sql: """
            SELECT t.name, t.created_at,
                   (SELECT count(*) FROM favorite f WHERE f.trainer_id = t.id) AS favorites,
                   (SELECT count(*) FROM catch k WHERE k.trainer_id = t.id) AS catches
              FROM trainer t ORDER BY t.name COLLATE NOCASE, t.id
            """).map { row in
            TrainerSummary(name: row["name"], createdAt: CatchDate.parse(row["created_at"]) ?? .distantPast,
                           favorites: row["favorites"], catches: row["catches"])
        }
    }

    /// The summary of `name`; throws, listing the profiles, when there is none.
    private static func summary(named name: String, in db: Database) throws -> TrainerSummary {
        let profiles = try summaries(in: db)
        let key = UserNameKey.of(name)
        guard let summary = profiles.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame })
                ?? profiles.first(where: { UserNameKey.of($0.name) == key }) else {
            throw TrainerError.unknownTrainer(name, known: profiles.map(\.name))
        }
        return summary
    }
}
