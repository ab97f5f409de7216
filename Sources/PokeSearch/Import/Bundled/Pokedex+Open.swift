import Foundation
import GRDB

extension Pokedex {
    /// Opens the Pokédex at `location`, creating the user data file when needed.
    ///
    /// When the Pokédex file does not exist yet, it is first built from the
    /// bundled default dataset and `notice` is called with a one-line message.
    public static func open(
        _ location: PokedexLocation,
        notice: (String) -> Void = { _ in }
    ) throws -> Pokedex {
        if !FileManager.default.fileExists(atPath: location.databasePath) {
            let started = Date()
            try DefaultDataset.install(at: location)
            let seconds = Date().timeIntervalSince(started)
            notice(String(format: "Built the Pokédex from the bundled dataset in %.1f s: %@", seconds, location.databasePath))
        }
        let pokedex = try Pokedex(location: location)
        // A database indexed by an older pokesearch: its index would not read
        // queries the way this version analyzes them. One transaction, so an
        // interrupted rebuild keeps the old index.
        if try pokedex.database.read({ try !SearchIndexBuilder.isCurrent(in: $0) }) {
            let started = Date()
            try StoreError.wrapping(.opening(location.databasePath)) {
                try pokedex.database.write { db in try SearchIndexBuilder.rebuild(in: db) }
            }
            let seconds = Date().timeIntervalSince(started)
            notice(String(format: "Rebuilt the search index for this version of pokesearch in %.1f s: %@", seconds, location.databasePath))
        }
        return pokedex
    }
}
