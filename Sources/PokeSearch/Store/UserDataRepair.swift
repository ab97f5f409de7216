import Foundation
import GRDB

/// `pokesearch repair --user-data`: a damaged user data file replaced by a
/// new one holding every row that can still be read, the damaged file kept
/// beside it as `pokedex.user.sqlite.damaged-<date>`. Only run when asked:
/// nothing else deletes or rewrites user data.
public enum UserDataRepair {
    /// What a repair found and did.
    public enum Outcome: Sendable, Equatable {
        /// There is no user data file.
        case missing
        /// The file reads without damage: nothing was done.
        case healthy
        /// The file was damaged: what was salvaged, and where the damaged copy is.
        case salvaged(UserDataSalvage)
    }

    /// Checks the user data file of `location` and, when it is damaged,
    /// replaces it with what can be read of it, keeping a copy. Run it while
    /// no other pokesearch writes.
    public static func run(at location: PokedexLocation, now: Date = Date()) throws -> Outcome {
        let path = location.userDataPath
        StagingFile.removeLeftovers(of: location.databasePath, path)
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        // Read a scratch copy: the damaged file is kept exactly as it was.
        let scratch = try StagingFile(beside: path)
        defer { scratch.discard() }
        try copyWithJournal(path, to: scratch.path)
        let rows = try UserRows.salvage(from: scratch.path)
        if rows.isComplete { return .healthy }

        let backup = path + ".damaged-" + stamp(now)
        try copyWithJournal(path, to: backup)
        let rebuilt = try StagingFile(beside: path)
        do {
            try StoreError.wrapping(.usingUserData(path)) {
                let connection = try Connections.userData(at: rebuilt.path, access: .command)
                try UserSchema.prepare(connection)
                try connection.write { db in try rows.insert(into: db) }
                try connection.close()
            }
            // The damaged file's -wal and -shm must not be read with the new file.
            for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
            try rebuilt.commit()
        } catch {
            rebuilt.discard()
            throw error
        }
        return .salvaged(UserDataSalvage(backupPath: backup, trainers: rows.trainers.count,
                                         favorites: rows.favorites.count, catches: rows.catches.count))
    }

    /// Copies a database with its WAL, if any, which may hold its latest writes.
    private static func copyWithJournal(_ source: String, to destination: String) throws {
        for suffix in ["", "-wal"] where suffix.isEmpty || FileManager.default.fileExists(atPath: source + suffix) {
            do {
                try FileManager.default.copyItem(atPath: source + suffix, toPath: destination + suffix)
            } catch {
                throw StoreError.unwritable(path: destination + suffix, reason: "cannot copy \(source + suffix)")
            }
        }
    }

    /// `20261123-143012`, local time: when the damaged copy was kept.
    private static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
