import Foundation
import GRDB

/// The connection that builds a new database in a staging file.
///
/// No journal and no syncing: the file is private until renamed into place,
/// and a failed build is deleted rather than rolled back; one fsync before the
/// rename makes the result durable. Foreign keys are checked once at the end
/// (see PokedexBuilder) because files arrive in no particular order.
///
/// Only `DatabaseBuild` opens one, between staging and swapping the file.
enum BuildConnection {
    /// Opens `path`, runs `body` in one transaction, optionally compacts the
    /// file (VACUUM), then closes and syncs it.
    static func write<T>(
        _ path: String, reportingAs destination: String, vacuum: Bool = false,
        _ body: (Database) throws -> T
    ) throws -> T {
        try StoreError.wrapping(.building(destination)) {
            var configuration = Connections.shared()
            configuration.foreignKeysEnabled = false
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -131072")
                db.add(tokenizer: RetiredTokenizer.self)
            }
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let result = try queue.write(body)
            if vacuum { try queue.vacuum() }
            try queue.close()
            try sync(path)
            return result
        }
    }

    private static func sync(_ path: String) throws {
        let descriptor = open(path, O_RDONLY)
        defer { if descriptor >= 0 { close(descriptor) } }
        guard descriptor >= 0, fsync(descriptor) == 0 else {
            throw StoreError.unwritable(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
