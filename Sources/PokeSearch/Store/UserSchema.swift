import GRDB

/// The user data file's journal mode and schema, brought up to date when it
/// is first opened by a process: one read when it already is.
enum UserSchema {
    /// Puts the file in WAL mode and applies the migrations it lacks.
    static func prepare(_ connection: any DatabaseWriter) throws {
        let ready = try connection.read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" && migrator.hasCompletedMigrations(db)
        }
        if ready { return }
        try connection.writeWithoutTransaction { db in
            // Recorded in the file: every later connection of every process opens it in WAL mode.
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        }
        do {
            try migrator.migrate(connection)
        } catch {
            // Two processes creating the file at once both see it unmigrated;
            // the second's migration then fails, having nothing left to do.
            guard try connection.read(migrator.hasCompletedMigrations) else { throw error }
        }
    }

    /// Schema history of the user file: each migration is applied once, in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("04-user.sql") { db in
            try db.execute(sql: SchemaFile.user.sql)
        }
        return migrator
    }
}
