import GRDB

/// The user-data file (trainers, favorites, catches) that lives beside the
/// Pokédex and is never touched by an import.
enum UserData {
    /// Creates the file if needed and brings its schema up to date.
    static func prepare(at path: String) throws {
        try StoreError.wrapping(.opening(path)) {
            let queue = try DatabaseQueue(path: path)
            try migrator.migrate(queue)
            try queue.close()
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
