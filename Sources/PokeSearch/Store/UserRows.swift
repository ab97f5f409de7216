import Foundation
import GRDB

/// The rows of a user data file, read as far as they can be: each table is
/// walked in key order from both ends, each walk up to the first unreadable
/// page, so that the rows before and after a damaged page are kept.
struct UserRows {
    struct TrainerRow { var id: Int64, name: String, createdAt: String, passwordHash: String? = nil }
    struct EntryRow { var trainerID: Int64, pokemonID: Int64, date: String }
    struct UnclaimedRow { var nameKey: String, pokemonID: Int64, date: String }

    var trainers: [TrainerRow] = []
    var favorites: [EntryRow] = []
    var catches: [EntryRow] = []
    /// The Pokémon each trainer met last (`catch` without a name catches it).
    var encounters: [EntryRow] = []
    /// The Pokémon met by names that have no profile yet, which their first catch claims.
    var unclaimedEncounters: [UnclaimedRow] = []
    /// Whether the file passed `PRAGMA quick_check` and every table read to its end.
    var isComplete = false

    /// What can be read of the user data file at `path` (a copy: reading may write its -shm).
    static func salvage(from path: String) throws -> UserRows {
        var rows = UserRows()
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path)
        } catch {
            return rows  // not even a header to read
        }
        defer { try? queue.close() }
        queue.writeWithoutTransaction { db in
            let trainers = scan(db, table: "trainer", key: ["id"])
            rows.trainers = trainers.rows.compactMap { row in
                guard let id = Int64.fromDatabaseValue(row["id"]), let name = String.fromDatabaseValue(row["name"]),
                      let created = String.fromDatabaseValue(row["created_at"]) else { return nil }
                // Files made before accounts have no password column: the value is then NULL.
                let hash = row.hasColumn("password_hash") ? String.fromDatabaseValue(row["password_hash"]) : nil
                return TrainerRow(id: id, name: name, createdAt: created, passwordHash: hash)
            }
            let favorites = scan(db, table: "favorite", key: ["trainer_id", "pokemon_id"])
            rows.favorites = favorites.rows.compactMap { entry($0, date: "added_at") }
            let catches = scan(db, table: "catch", key: ["trainer_id", "pokemon_id"])
            rows.catches = catches.rows.compactMap { entry($0, date: "caught_at") }
            // Files made before encounters were remembered have no such table.
            let hasEncounters = (try? db.tableExists("last_encounter")) == true
            let encounters = hasEncounters ? scan(db, table: "last_encounter", key: ["trainer_id"]) : (rows: [], complete: true)
            rows.encounters = encounters.rows.compactMap { entry($0, date: "met_at") }
            let hasUnclaimed = (try? db.tableExists("unclaimed_encounter")) == true
            let unclaimed = hasUnclaimed ? scan(db, table: "unclaimed_encounter", key: ["name_key"]) : (rows: [], complete: true)
            rows.unclaimedEncounters = unclaimed.rows.compactMap { row in
                guard let key = String.fromDatabaseValue(row["name_key"]), let pokemon = Int64.fromDatabaseValue(row["pokemon_id"]),
                      let date = String.fromDatabaseValue(row["met_at"]) else { return nil }
                return UnclaimedRow(nameKey: key, pokemonID: pokemon, date: date)
            }
            let checked = (try? String.fetchOne(db, sql: "PRAGMA quick_check(1)")) == "ok"
            rows.isComplete = checked && trainers.complete && favorites.complete && catches.complete && encounters.complete
                && unclaimed.complete
        }
        return rows
    }

    /// Writes the rows into a new user data file's `db`; favorites and
    /// catches whose trainer was lost get a profile `recovered-<id>`, dated
    /// by its earliest entry. Passwords and last encounters (claimed or
    /// not) are kept; sessions are not (their trainers log in again).
    func insert(into db: Database) throws {
        let known = Set(trainers.map(\.id))
        let orphans = Dictionary(grouping: (favorites + catches).filter { !known.contains($0.trainerID) }, by: \.trainerID)
        let recovered = orphans.sorted(by: { $0.key < $1.key }).map { id, entries in
            TrainerRow(id: id, name: "recovered-\(id)", createdAt: entries.map(\.date).min() ?? "")
        }
        var keys: Set<String> = []
        for trainer in (trainers + recovered).sorted(by: { $0.id < $1.id }) {
            var key = UserNameKey.of(trainer.name)
            if !keys.insert(key).inserted { key += "#\(trainer.id)" }
            try db.execute(sql: """
                INSERT OR IGNORE INTO trainer (id, name, name_key, name_skeleton, created_at, password_hash) VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [trainer.id, trainer.name, key, UserNameKey.skeleton(of: trainer.name), trainer.createdAt,
                                 trainer.passwordHash])
        }
        for (table, column, entries) in [("favorite", "added_at", favorites), ("catch", "caught_at", catches)] {
            for entry in entries {
                try db.execute(sql: "INSERT OR IGNORE INTO \(table) (trainer_id, pokemon_id, \(column)) VALUES (?, ?, ?)",
                               arguments: [entry.trainerID, entry.pokemonID, entry.date])
            }
        }
        let trainerIDs = known.union(orphans.keys)
        for encounter in encounters where trainerIDs.contains(encounter.trainerID) {
            try db.execute(sql: "INSERT OR IGNORE INTO last_encounter (trainer_id, pokemon_id, met_at) VALUES (?, ?, ?)",
                           arguments: [encounter.trainerID, encounter.pokemonID, encounter.date])
        }
        // A name that has a profile now has no use for an unclaimed encounter.
        for encounter in unclaimedEncounters where !keys.contains(encounter.nameKey) {
            try db.execute(sql: "INSERT OR IGNORE INTO unclaimed_encounter (name_key, pokemon_id, met_at) VALUES (?, ?, ?)",
                           arguments: [encounter.nameKey, encounter.pokemonID, encounter.date])
        }
    }

    private static func entry(_ row: Row, date column: String) -> EntryRow? {
        guard let trainer = Int64.fromDatabaseValue(row["trainer_id"]), let pokemon = Int64.fromDatabaseValue(row["pokemon_id"]),
              let date = String.fromDatabaseValue(row[column]) else { return nil }
        return EntryRow(trainerID: trainer, pokemonID: pokemon, date: date)
    }

    /// The rows of `table` read in `key` order, forward then (if that stopped
    /// early) backward, each until the first error.
    private static func scan(_ db: Database, table: String, key: [String]) -> (rows: [Row], complete: Bool) {
        var found: [[DatabaseValue]: Row] = [:]
        for direction in ["ASC", "DESC"] {
            let order = key.map { "\($0) \(direction)" }.joined(separator: ", ")
            do {
                let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM \(table) ORDER BY \(order)")
                while let row = try cursor.next() {
                    found[key.map { row[$0] as DatabaseValue }] = row.copy()
                }
                if direction == "ASC" { return (Array(found.values), true) }
            } catch {
                continue
            }
        }
        return (Array(found.values), false)
    }
}
