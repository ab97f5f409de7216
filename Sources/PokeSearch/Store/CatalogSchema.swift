import GRDB

/// The layout of the imported tables (Schema/01-pokedex.sql) that this
/// version of pokesearch reads.
///
/// An import stamps the file with `fingerprint`. A file laid out by another
/// version cannot be fixed by re-indexing it: its tables lack what this
/// version reads, so only a new import (or the bundled dataset) helps.
enum CatalogSchema {
    /// The `dataset_info` key of the stamp.
    static let stampKey = "catalog_schema"

    /// Changes whenever 01-pokedex.sql changes, comments and spacing aside:
    /// FNV-1a over the statements only (`statements(of:)`), so editing a
    /// comment outdates no file. Read by every command that opens a Pokédex,
    /// so the bytes are hashed as they stream by, with nothing allocated.
    static let fingerprint = SchemaFile.withBytes(of: "01-pokedex.sql", fingerprint(of:))

    static func fingerprint(of sql: String) -> String {
        var sql = sql
        return sql.withUTF8(fingerprint(of:))
    }

    static func fingerprint(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var index = 0, spaceBefore = false, wroteAny = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
                // A comment runs to the end of its line; the line break still separates words.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if isWhitespace(byte) {
                spaceBefore = wroteAny
            } else {
                if spaceBefore { add(UInt8(ascii: " ")) }
                spaceBefore = false
                add(byte)
                wroteAny = true
            }
            index += 1
        }
        return String(hash, radix: 36)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Stamps the Pokédex being built in `db` as laid out by this version.
    static func stamp(_ db: Database) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO dataset_info (key, value) VALUES (?, ?)",
                       arguments: [stampKey, fingerprint])
    }

    /// Whether `db`, which carries no stamp (made before stamps existed), has
    /// every table and column of this version's layout.
    static func hasEveryColumn(_ db: Database) throws -> Bool {
        let expected = try DatabaseQueue()
        let tables = try expected.write { schema in
            try schema.execute(sql: SchemaFile.pokedex.sql)
            return try String.fetchAll(schema, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                .map { ($0, try columns(of: $0, in: schema)) }
        }
        for (table, wanted) in tables where try !wanted.isSubset(of: columns(of: table, in: db)) {
            return false
        }
        return true
    }

    private static func columns(of table: String, in db: Database) throws -> Set<String> {
        Set(try Row.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table]).map { $0["name"] as String })
    }
}
