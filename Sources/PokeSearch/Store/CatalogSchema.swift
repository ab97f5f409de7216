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

    /// Changes whenever 01-pokedex.sql changes, comments and spacing aside.
    static let fingerprint: String = {
        // FNV-1a over the statements only: editing a comment outdates no file.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in statements(of: SchemaFile.pokedex.sql).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }()

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

    /// The SQL without `--` comments, its whitespace runs made single spaces.
    private static func statements(of sql: String) -> String {
        sql.split(separator: "\n")
            .map { line in line.range(of: "--").map { line[..<$0.lowerBound] } ?? line[...] }
            .joined(separator: " ")
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }
}
