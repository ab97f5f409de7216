import Foundation
import GRDB

/// Builds a Pokédex from a PokéAPI static dump (`data/api/v2/<endpoint>/<id>/index.json`),
/// a folder or an archive.
///
/// `importDump` makes a complete, searchable database and swaps it in
/// atomically; `bundle` makes the compact, compressed dataset compiled into
/// the binary. Both read the dump the same way: files are decoded in
/// parallel, every link is checked, rows go in through one transaction.
public struct DumpImporter: Sendable {
    /// The dump's root, its `data/api/v2` folder or any folder between.
    public let dumpPath: String
    /// Endpoints left out on purpose (see `Endpoint.omittable`).
    public let omitted: Set<Endpoint>
    /// What reads a dump packed in one file; nil: folders only.
    public let archives: (any DumpArchiveReader)?

    /// An importer for the dump at `dumpPath`, optionally without some of
    /// `Endpoint.omittable` (e.g. `[.move]`: no learnsets). With `archives`
    /// (`LibArchiveReader()` of the PokeSearchArchives library), `dumpPath`
    /// may also be an archive of the dump, read as a stream.
    public init(dumpPath: String, without omitted: Set<Endpoint> = [], archives: (any DumpArchiveReader)? = nil) {
        self.dumpPath = dumpPath
        self.omitted = omitted
        self.archives = archives
    }

    /// Imports the dump into `location`'s database, replacing the previous one
    /// only once the new one is complete. Only a Pokédex (or nothing) is
    /// replaced; the user data file is never touched. Another import into the
    /// same file is waited for, after `notice` says so: the later import is
    /// the one kept.
    public func importDump(
        into location: PokedexLocation,
        notice: (String) -> Void = { _ in },
        progress: @escaping (ImportProgress) -> Void = { _ in }
    ) throws -> ImportSummary {
        // Before the dump is read: a wrong --db is refused at once, nothing written.
        try DatabaseBuild.checkReplaceable(location.databasePath)
        StagingFile.removeLeftovers(of: location.databasePath, location.userDataPath)
        return try DatabaseBuild.holdingLock(location.databasePath, notice: notice) {
            try run(writing: location.databasePath, progress: progress) { source, meter in
                try DatabaseBuild.build(at: location.databasePath) { db in
                    let counts = try fill(db, from: source, meter: meter)
                    try db.execute(sql: SchemaFile.views.sql)
                    return counts
                }
            }
        }
    }

    /// Writes the default dataset: the Pokédex tables and their search index
    /// (no views, which belong to the binary), compacted and zlib-compressed,
    /// to `outputPath`.
    package func bundle(
        to outputPath: String,
        progress: @escaping (ImportProgress) -> Void = { _ in }
    ) throws -> ImportSummary {
        try run(writing: outputPath, progress: progress) { source, meter in
            try DatabaseBuild.buildCompressed(at: outputPath, compressing: { meter.enter(.compressing) }) { db in
                // The index is shipped with the data: a first run then has nothing to analyze.
                try fill(db, from: source, meter: meter)
            }
        }
    }

    /// Reads the dump, lets `write` make `destination` from it, and reports
    /// what was read and how long it all took.
    private func run(
        writing destination: String, progress: @escaping (ImportProgress) -> Void,
        _ write: (DumpSource, ProgressMeter) throws -> [Endpoint: Int]
    ) throws -> ImportSummary {
        let started = Date()
        SearchIndexBuilder.prepareInBackground()
        let source = try DumpSource.open(dumpPath, omitting: omitted, archives: archives)
        let counts = try write(source, ProgressMeter(feed: source.feed, report: progress))
        return ImportSummary(counts: counts, seconds: Date().timeIntervalSince(started), destination: destination)
    }

    /// The Pokédex tables and their search index; returns the files read per endpoint.
    private func fill(_ db: Database, from source: DumpSource, meter: ProgressMeter) throws -> [Endpoint: Int] {
        let counts = try PokedexBuilder(source: source).build(in: db, progress: meter)
        meter.enter(.indexing)
        try SearchIndexBuilder.build(in: db)
        return counts
    }
}
