import Foundation
import GRDB

/// How every new database is made: built beside its destination, synced,
/// then renamed over it in one step; on any error the staging file is
/// deleted and the old database stays as it was. Imports, bundles, repairs,
/// re-indexing and the first-run install all build through here, and only
/// over a Pokédex or nothing (see `checkReplaceable`). A destination that is
/// a symbolic link is built where the link points (`LinkTarget`), one build
/// at a time (`BuildLock`).
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

    /// Builds the database that replaces `destination` (or the file it
    /// links to): the staging file starts as `seed`, `body` writes in one
    /// transaction, `vacuum` compacts the result. Waits for another process
    /// building the same file (see `holdingLock` to say so).
    static func build<T>(
        at destination: String, startingFrom seed: Seed = .empty, vacuum: Bool = false,
        _ body: (Database) throws -> T
    ) throws -> T {
        let target = LinkTarget.of(destination)
        return try BuildLock.holding(target) {
            try checkReplaceable(target)
            return try staged(target) { staging in
                try fill(staging, from: seed, reportingAs: target, vacuum: vacuum, body)
            }
        }
    }

    /// Runs `body`, which builds `destination`, holding its build lock; when
    /// another process holds it, `notice` says so before waiting for it.
    static func holdingLock<T>(_ destination: String, notice: (String) -> Void, _ body: () throws -> T) throws -> T {
        let target = LinkTarget.of(destination)
        return try BuildLock.holding(target, waiting: { pid in
            let who = pid.map { "another pokesearch (process \($0))" } ?? "another pokesearch"
            notice("Waiting for \(who) to finish building \(target.escapingControlCharacters())…")
        }, body)
    }

    /// The staging file made from `seed`, then written by `body`.
    private static func fill<T>(
        _ staging: StagingFile, from seed: Seed, reportingAs destination: String, vacuum: Bool, _ body: (Database) throws -> T
    ) throws -> T {
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
        switch FileKind.ofPokedex(at: destination) {
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
