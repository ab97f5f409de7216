import CEmbedded
import Foundation

/// The compact dataset compiled into the binary (`pokesearch bundle`), from
/// which a fresh install builds its Pokédex without any download.
package enum DefaultDataset {
    /// Whether this build carries a dataset.
    package static var isAvailable: Bool { pokesearch_default_dataset().length > 0 }

    /// Builds the Pokédex at `location` from the bundled dataset: inflates it
    /// beside the target, adds the views, then renames it
    /// into place. The user data file is not touched.
    package static func install(at location: PokedexLocation) throws {
        let blob = pokesearch_default_dataset()
        guard blob.length > 0, let bytes = blob.bytes else { throw ImportError.noBundledDataset }
        let dataset = UnsafeBufferPointer(start: bytes, count: blob.length)
        try DatabaseBuild.build(at: location.databasePath, startingFrom: .compressed(dataset)) { db in
            // A dataset bundled by another version is indexed again.
            if try !SearchIndexBuilder.isCurrent(in: db) {
                try SearchIndexBuilder.rebuild(in: db)
            }
            try db.execute(sql: SchemaFile.views.sql)
            // Says that a newer version may rebuild it from its own dataset.
            try db.execute(sql: "INSERT OR REPLACE INTO dataset_info (key, value) VALUES (?, ?)",
                           arguments: [PokedexCompatibility.originKey, PokedexCompatibility.bundledOrigin])
        }
    }
}
