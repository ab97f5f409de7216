import Foundation
import GRDB

extension Pokedex {
    /// Opens the Pokédex at `location` for `access` (one command by default;
    /// `.server` for a process that serves many requests at once).
    ///
    /// When the Pokédex file does not exist yet, it is first built from the
    /// bundled default dataset and `notice` is called with a one-line message.
    /// Leftovers of killed imports are removed. A path that can never be a
    /// Pokédex (a user data file, a directory, a device) is refused before
    /// anything is written. A damaged Pokédex still opens: its reads throw
    /// `StoreError.damagedPokedex`, its user data stays usable.
    public static func open(
        _ location: PokedexLocation, access: Access = .command,
        notice: (String) -> Void = { _ in }
    ) throws -> Pokedex {
        try refuseNonPokedexPath(location)
        StagingFile.removeLeftovers(of: location.databasePath, location.userDataPath)
        if !FileManager.default.fileExists(atPath: location.databasePath) {
            // Processes started at once on a first run: one builds, the others
            // wait for it (a tenth of a second) and use its Pokédex.
            try DatabaseBuild.holdingLock(location.databasePath, notice: { _ in }) {
                guard !FileManager.default.fileExists(atPath: location.databasePath) else { return }
                let started = Date()
                try DefaultDataset.install(at: location)
                let seconds = Date().timeIntervalSince(started)
                notice(String(format: "Built the Pokédex from the bundled dataset in %.1f s: %@", seconds,
                              location.databasePath.escapingControlCharacters()))
            }
        }
        let pokedex = try Pokedex(location: location, access: access)
        let compatibility: PokedexCompatibility
        do {
            guard !pokedex.isDamaged else { return pokedex }
            compatibility = try pokedex.read { try PokedexCompatibility.of($0) }
        } catch StoreError.damagedPokedex {
            return pokedex
        }
        let started = Date()
        switch compatibility {
        case .current:
            return pokedex
        case .staleIndex:
            // A database indexed by an older pokesearch: its index would not read
            // queries the way this version analyzes them. Re-indexed in a copy
            // renamed over it, as an import is: readers of other processes keep
            // the old file meanwhile, and a killed rebuild leaves it as it was.
            try DatabaseBuild.build(at: location.databasePath, startingFrom: .copy(of: location.databasePath)) { db in
                try SearchIndexBuilder.rebuild(in: db)
                try CatalogSchema.stamp(db)
            }
            notice(String(format: "Rebuilt the search index for this version of pokesearch in %.1f s: %@",
                          Date().timeIntervalSince(started), location.databasePath.escapingControlCharacters()))
        case .outdatedCatalog(bundled: true):
            // Nothing of the user's is lost: the data came from the bundled
            // dataset, and trainers live in the user data file.
            try DefaultDataset.install(at: location)
            notice(String(format: "Rebuilt the Pokédex from this version's bundled dataset in %.1f s "
                          + "(the old one was laid out by another version of pokesearch): %@",
                          Date().timeIntervalSince(started), location.databasePath.escapingControlCharacters()))
        case .outdatedCatalog(bundled: false):
            throw StoreError.outdatedPokedex(location.databasePath)
        }
        return try Pokedex(location: location, access: access)
    }
}
