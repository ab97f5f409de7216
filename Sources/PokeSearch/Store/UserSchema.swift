import Foundation
import GRDB

/// The user data file's journal mode and schema.
///
/// A new file is built whole beside its place and linked into it, so no
/// process ever sees it half made: two processes creating it at once each
/// build one, the first link wins and both use that file. A file made by an
/// older pokesearch is brought up to date when a process first opens it.
enum UserSchema {
    /// Creates the user data file at `path` in WAL mode with the current
    /// schema, unless another process has just created it.
    static func create(at path: String) throws {
        let staging = try StagingFile(beside: path)
        defer { staging.discard() }
        // The owner's only (password hashes): SQLite keeps the mode, and gives it to the -wal and -shm.
        guard PrivateFiles.createFile(staging.path) else { throw StoreError.cannotWriteUserData(path) }
        let connection = try Connections.userData(at: staging.path, access: .command)
        try connection.writeWithoutTransaction { db in
            // Recorded in the file: every connection of every process opens it in WAL mode.
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        }
        try migrator.migrate(connection)
        try connection.close()
        // link(2), unlike rename(2), never replaces a file another process created first.
        guard link(staging.path, path) == 0 || errno == EEXIST else {
            throw StoreError.cannotWriteUserData(path)
        }
    }

    /// Brings a file made by an older pokesearch to WAL mode and the current
    /// schema: one read when it already is.
    static func prepare(_ connection: any DatabaseWriter) throws {
        let ready = try connection.read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" && migrator.hasCompletedMigrations(db)
        }
        if ready { return }
        try connection.writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        }
        do {
            try migrator.migrate(connection)
        } catch {
            // Another process may have applied the same migration meanwhile;
            // GRDB's schema cache does not see other processes' changes.
            let done = try connection.read { db in
                db.clearSchemaCache()
                return try migrator.hasCompletedMigrations(db)
            }
            if !done { throw error }
        }
    }

    /// Gives every existing profile its folded name key. Profiles whose names
    /// fold alike (made when names were compared by case only) all stay: the
    /// oldest keeps the key, the others get `key#id`, still found by their
    /// exact name.
    private static func fillNameKeys(_ db: Database) throws {
        var taken: Set<String> = []
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM trainer ORDER BY id") {
            let id: Int64 = row["id"]
            var key = UserNameKey.of(row["name"])
            if !taken.insert(key).inserted { key += "#\(id)" }
            try db.execute(sql: "UPDATE trainer SET name_key = ? WHERE id = ?", arguments: [key, id])
        }
    }

    /// Schema history of the user file: each migration is applied once, in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("04-user.sql") { db in
            try db.execute(sql: SchemaFile.user.sql)
        }
        migrator.registerMigration("05-accounts.sql") { db in
            try db.execute(sql: SchemaFile.accounts.sql)
            try fillNameKeys(db)
            try db.execute(sql: "CREATE UNIQUE INDEX trainer_by_name_key ON trainer (name_key)")
        }
        // The Pokémon each trainer met last, for `pokesearch catch` without a
        // name. A migration of its own so that files made before it get the table.
        migrator.registerMigration("06-last-encounter") { db in
            try db.execute(sql: """
                CREATE TABLE last_encounter (
                    trainer_id  INTEGER PRIMARY KEY REFERENCES trainer(id) ON DELETE CASCADE,
                    pokemon_id  INTEGER NOT NULL,
                    met_at      TEXT NOT NULL
                )
                """)
        }
        // The Pokémon met by a trainer without a profile (the unnamed
        // default before its first catch): meeting one creates no profile,
        // so it is kept by the name's key until a write creates the profile.
        migrator.registerMigration("07-unclaimed-encounter") { db in
            try db.execute(sql: """
                CREATE TABLE unclaimed_encounter (
                    name_key    TEXT PRIMARY KEY,
                    pokemon_id  INTEGER NOT NULL,
                    met_at      TEXT NOT NULL
                ) WITHOUT ROWID
                """)
        }
        // Look-alike names (TS #39 skeletons, `UserNameKey.skeleton`): a new
        // profile whose name looks like another's is refused. Profiles made
        // before it all stay, look-alikes included, so the index is not unique.
        migrator.registerMigration("08-name-skeleton") { db in
            try db.execute(sql: "ALTER TABLE trainer ADD COLUMN name_skeleton TEXT")
            for row in try Row.fetchAll(db, sql: "SELECT id, name FROM trainer") {
                let name: String = row["name"]
                try db.execute(sql: "UPDATE trainer SET name_skeleton = ? WHERE id = ?",
                               arguments: [UserNameKey.skeleton(of: name), row["id"] as Int64])
            }
            try db.execute(sql: "CREATE INDEX trainer_by_skeleton ON trainer (name_skeleton)")
        }
        return migrator
    }
}
