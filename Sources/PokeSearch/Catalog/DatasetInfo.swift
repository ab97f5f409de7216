import Foundation
import GRDB

/// Which data a Pokédex holds: where it came from, when it was imported and
/// how many records of each kind, as the import recorded them (`dataset_info`).
public struct DatasetInfo: Sendable {
    /// Where the data came from, e.g. "PokéAPI static dump (github.com/PokeAPI/api-data)".
    public var source: String?
    /// When the dump was imported (or bundled), ISO 8601.
    public var importedAt: String?
    /// Records per PokéAPI endpoint (`pokemon`, `pokemon-species`, `move`, …), in the import's order.
    public var counts: [(endpoint: String, count: Int)]
    /// Endpoints the import left out (`--without`).
    public var omitted: [String]

    /// Reads the Pokédex's `dataset_info`.
    public static func read(from pokedex: Pokedex) throws -> DatasetInfo {
        try pokedex.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT key, value FROM dataset_info")
            var values: [String: String] = [:]
            for row in rows { values[row["key"]] = row["value"] }
            let counts = Endpoint.allCases.compactMap { endpoint -> (String, Int)? in
                values["count.\(endpoint.rawValue)"].flatMap(Int.init).map { (endpoint.rawValue, $0) }
            }
            return DatasetInfo(source: values["source"], importedAt: values["imported_at"], counts: counts,
                               omitted: values["omitted"]?.split(separator: ",").map(String.init) ?? [])
        }
    }
}
