import GRDB

/// SQLite's `PRAGMA quick_check`: whether a file has damaged pages. It reads
/// the whole file, so it runs only after a failure whose error code does not
/// say whether the file is damaged (FTS5 reports a broken index as
/// "vtable constructor failed"), or when a repair is asked for.
enum IntegrityCheck {
    /// Whether SQLite finds damage in the file `reader` reads.
    static func findsDamage(in reader: any DatabaseReader) -> Bool {
        do {
            return try reader.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check(1)") } != "ok"
        } catch let error as DatabaseError {
            return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
        } catch {
            return false
        }
    }
}
