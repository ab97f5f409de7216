import Foundation
import GRDB

/// Builds a Pokédex from a PokéAPI static dump (`data/api/v2/<endpoint>/<id>/index.json`).
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

    /// An importer for the dump at `dumpPath`, optionally without some of
    /// `Endpoint.omittable` (e.g. `[.move]`: no learnsets).
    public init(dumpPath: String, without omitted: Set<Endpoint> = []) {
        self.dumpPath = dumpPath
        self.omitted = omitted
    }

    /// Imports the dump into `location`'s database, replacing the previous one
    /// only once the new one is complete. The user data file is never touched.
    public func importDump(
        into location: PokedexLocation,
        progress: @escaping (ImportProgress) -> Void = { _ in }
    ) throws -> ImportSummary {
        let started = Date()
        SearchIndexBuilder.prepareInBackground()
        let contents = try readContents()
        let staging = try StagingFile(beside: location.databasePath)
        do {
            let meter = ProgressMeter(total: contents.files.count, report: progress)
            let counts = try BuildConnection.write(staging.path, reportingAs: location.databasePath) { db in
                let counts = try PokedexBuilder(contents: contents).build(in: db, progress: meter)
                meter.enter(.indexing)
                try SearchIndexBuilder.build(in: db)
                try db.execute(sql: SchemaFile.views.sql)
                return counts
            }
            try staging.commit()
            return ImportSummary(counts: counts, seconds: Date().timeIntervalSince(started), destination: location.databasePath)
        } catch {
            staging.discard()
            throw error
        }
    }

    /// Writes the default dataset: the Pokédex tables and their search index
    /// (no views, which belong to the binary), compacted and zlib-compressed,
    /// to `outputPath`.
    public func bundle(
        to outputPath: String,
        progress: @escaping (ImportProgress) -> Void = { _ in }
    ) throws -> ImportSummary {
        let started = Date()
        SearchIndexBuilder.prepareInBackground()
        let contents = try readContents()
        let output = try StagingFile(beside: outputPath)
        let database = try StagingFile(beside: outputPath + ".sqlite")
        defer { database.discard() }
        do {
            let meter = ProgressMeter(total: contents.files.count, report: progress)
            let counts = try BuildConnection.write(database.path, reportingAs: outputPath, vacuum: true) { db in
                let counts = try PokedexBuilder(contents: contents).build(in: db, progress: meter)
                // Shipped with the data: a first run then has nothing to analyze.
                meter.enter(.indexing)
                try SearchIndexBuilder.build(in: db)
                return counts
            }
            meter.enter(.compressing)
            try Compression.deflate(file: database.path, to: output.path)
            try output.commit()
            return ImportSummary(counts: counts, seconds: Date().timeIntervalSince(started), destination: outputPath)
        } catch {
            output.discard()
            throw error
        }
    }

    private func readContents() throws -> DumpContents {
        if let endpoint = omitted.subtracting(Endpoint.omittable).first {
            throw ImportError.cannotOmit(endpoint)
        }
        return try DumpContents(root: DumpLocator.locate(dumpPath), omitting: omitted)
    }
}
