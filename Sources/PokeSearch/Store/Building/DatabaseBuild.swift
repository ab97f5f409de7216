import Foundation
import GRDB

/// How every new database is made: built beside its destination, synced,
/// then renamed over it in one step; on any error the staging file is
/// deleted and the old database stays as it was. Imports, bundles, repairs,
/// re-indexing and the first-run install all build through here, and only
/// over a Pokédex or nothing (see `checkReplaceable`).
///
/// For example, an import:
///
///     try DatabaseBuild.build(at: location.databasePath) { db in
///         try db.execute(sql: SchemaFile.pokedex.sql)
///         …
///     }
enum DatabaseBuild {
    /// What the staging file holds before `body` writes.
    enum Seed {
        /// Nothing: a new database.
        case empty
        /// This zlib stream, inflated.
        case compressed(UnsafeBufferPointer<UInt8>)
        /// A copy of this database, e.g. to re-index it without writing it in place.
        case copy(of: String)
    }

    /// Builds the database that replaces `destination`: the staging file
    /// starts as `seed`, `body` writes in one transaction, `vacuum` compacts
    /// the result.
    static func build<T>(
        at destination: String, startingFrom seed: Seed = .empty, vacuum: Bool = false,
        _ body: (Database) throws -> T
    ) throws -> T {
        try checkReplaceable(destination)
        return try staged(destination) { staging in
            switch seed {
            case .empty: break
            case .compressed(let bytes): try Compression.inflate(bytes, to: staging.path)
            case .copy(let source):
                do {
                    try FileManager.default.copyItem(atPath: source, toPath: staging.path)
                } catch {
                    throw StoreError.unwritable(path: destination, reason: "cannot copy \(source) beside it")
                }
            }
            return try BuildConnection.write(staging.path, reportingAs: destination, vacuum: vacuum, body)
        }
    }

    /// Builds a compacted database and writes it zlib-compressed to
    /// `destination`; `compressing` is called when the database is done and
    /// compression starts. The uncompressed database is never kept.
    static func buildCompressed<T>(
        at destination: String, compressing: () -> Void = {}, _ body: (Database) throws -> T
    ) throws -> T {
        // A dataset replaces an earlier one (binary) or nothing, never a database or a text.
        switch FileKind.of(destination) {
        case .missing, .empty, .binary: break
        case let kind: throw StoreError.wouldReplace(destination, kind)
        }
        return try staged(destination) { output in
            let database = try StagingFile(beside: destination + ".sqlite")
            defer { database.discard() }
            let result = try BuildConnection.write(database.path, reportingAs: destination, vacuum: true, body)
            compressing()
            try Compression.deflate(file: database.path, to: output.path)
            return result
        }
    }

    /// Refuses, before anything is written, to replace what is not a
    /// PokeSearch Pokédex: a user data file, a text, another program's
    /// database, a directory, a device. Nothing and an empty file are fine.
    static func checkReplaceable(_ destination: String) throws {
        if PokedexLocation(databasePath: destination).namesUserData {
            throw StoreError.notAPokedex(destination, .userData)
        }
        switch FileKind.of(destination) {
        case .missing, .empty, .pokedex: return
        case let kind: throw StoreError.wouldReplace(destination, kind)
        }
    }

    /// Stage → write → commit, or discard on any error.
    private static func staged<T>(_ destination: String, _ write: (StagingFile) throws -> T) throws -> T {
        let staging = try StagingFile(beside: destination)
        do {
            let result = try write(staging)
            try staging.commit()
            return result
        } catch {
            staging.discard()
            throw error
        }
    }
}
