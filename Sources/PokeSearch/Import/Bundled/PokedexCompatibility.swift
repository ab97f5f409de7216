import GRDB

/// Whether this version of pokesearch can read a Pokédex file as it is, and
/// if not, what brings it up to date.
enum PokedexCompatibility: Equatable {
    /// Readable as it is.
    case current
    /// The imported tables are as this version reads them; the search index
    /// was built by another version and is rebuilt from them.
    case staleIndex
    /// The imported tables were laid out by another version: a new import,
    /// or the bundled dataset when the file was built from it (`bundled`).
    case outdatedCatalog(bundled: Bool)

    /// The `dataset_info` key that says where the data came from.
    static let originKey = "origin"
    /// Its value for a Pokédex built from the bundled dataset.
    static let bundledOrigin = "bundled"

    /// Reads the stamps of `db`: one query when the file is current (the
    /// search index's presence was checked when the file was opened).
    static func of(_ db: Database) throws -> PokedexCompatibility {
        guard try db.hasTables("dataset_info") else { return .outdatedCatalog(bundled: false) }
        let keys = [SearchIndexBuilder.versionKey, CatalogSchema.stampKey, originKey]
        let stamps = Dictionary(
            try ReadStatement(db, sql: "SELECT key, value FROM dataset_info WHERE key IN (?, ?, ?)")
                .rows(arguments: keys.map { .text($0) }) { ($0.text(0), $0.text(1)) },
            uniquingKeysWith: { first, _ in first })
        let indexIsCurrent = stamps[SearchIndexBuilder.versionKey] == String(SearchIndexBuilder.version)
        let catalogIsCurrent = switch stamps[CatalogSchema.stampKey] {
        case CatalogSchema.fingerprint?: true
        // Made before the stamp: trusted while its index is current, else checked column by column.
        case nil: try indexIsCurrent || CatalogSchema.hasEveryColumn(db)
        default: false
        }
        guard catalogIsCurrent else { return .outdatedCatalog(bundled: stamps[originKey] == bundledOrigin) }
        return indexIsCurrent ? .current : .staleIndex
    }
}
