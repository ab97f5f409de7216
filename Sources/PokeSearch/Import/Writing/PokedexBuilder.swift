import Foundation
import GRDB

/// Fills the tables of 01-pokedex.sql from a dump, in the current
/// transaction: the part `import` and `bundle` share.
struct PokedexBuilder {
    let source: DumpSource

    /// Creates the Pokédex tables in `db` and fills them; returns the number of
    /// files read per endpoint.
    func build(in db: Database, progress: ProgressMeter) throws -> [Endpoint: Int] {
        try db.execute(sql: SchemaFile.pokedex.sql)
        try db.execute(sql: """
            CREATE TEMP TABLE default_form (pokemon_id INTEGER PRIMARY KEY, is_mega INTEGER NOT NULL, form_name TEXT)
            """)
        var writer = RowWriter(db: db)
        var counts: [Endpoint: Int] = [:]
        try DumpReader(feed: source.feed).read { batch in
            try writer.write(batch)
            counts[batch.file.endpoint, default: 0] += 1
            progress.fileDone(batch.file.endpoint)
        }
        // Default forms were kept aside: their file may come before their Pokémon's.
        try db.execute(sql: """
            UPDATE pokemon SET is_mega = f.is_mega, form_name = f.form_name
            FROM temp.default_form AS f WHERE f.pokemon_id = pokemon.id;
            DROP TABLE temp.default_form;
            """)
        try checkForeignKeys(db)
        try recordProvenance(in: db, counts: counts)
        return counts
    }

    /// A last safety net behind the reference checks of every file.
    private func checkForeignKeys(_ db: Database) throws {
        if let violation = try Row.fetchOne(db, sql: "PRAGMA foreign_key_check") {
            throw ImportError.invalidField(
                file: source.name, field: "",
                reason: "inconsistent dump: a \(violation[0] as String? ?? "?") row references a missing \(violation[2] as String? ?? "?")")
        }
    }

    private func recordProvenance(in db: Database, counts: [Endpoint: Int]) throws {
        var info: [(String, String)] = [
            ("source", "PokéAPI static dump (github.com/PokeAPI/api-data)"),
            ("imported_at", ISO8601DateFormatter().string(from: Date())),
            (CatalogSchema.stampKey, CatalogSchema.fingerprint),
        ]
        for endpoint in Endpoint.allCases {
            info.append(("count.\(endpoint.rawValue)", String(counts[endpoint] ?? 0)))
        }
        if !source.omitted.isEmpty {
            info.append(("omitted", source.omitted.map(\.rawValue).sorted().joined(separator: ",")))
        }
        for (key, value) in info {
            try db.execute(sql: "INSERT INTO dataset_info (key, value) VALUES (?, ?)", arguments: [key, value])
        }
    }
}
