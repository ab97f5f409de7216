import Foundation
import GRDB

/// What identifies the data of a Pokédex file: when it was imported and
/// the search index version, for HTTP validators (`ETag`, `Last-Modified`).
package struct DatasetStamp: Sendable, Hashable {
    /// When the dump was imported (the bundled dataset's own date).
    package var importedAt: Date?
    /// Changes whenever the file's data may have changed: import date, index version, counts.
    package var version: String
}

extension Pokedex {
    /// The stamp of this Pokédex's data.
    package func datasetStamp() throws -> DatasetStamp {
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT key, value FROM dataset_info ORDER BY key")
            var imported: Date?
            var hasher = FNV1a()
            for row in rows {
                let key: String = row["key"], value: String = row["value"]
                if key == "imported_at" { imported = ISO8601DateFormatter().date(from: value) }
                hasher.add(key + "=" + value + "\n")
            }
            return DatasetStamp(importedAt: imported, version: String(hasher.value, radix: 36))
        }
    }
}

/// 64-bit FNV-1a: a stable digest (Swift's `Hasher` is seeded per process).
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }
}
