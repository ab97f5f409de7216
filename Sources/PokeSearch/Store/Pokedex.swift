import Foundation
import GRDB

/// An opened Pokédex: the imported database with the user's data attached
/// as schema `user`.
///
/// Every connection registers the `pokesearch` FTS5 tokenizer, so the search
/// index can be queried and rebuilt through it.
public final class Pokedex: Sendable {
    /// Where the files live.
    public let location: PokedexLocation
    /// The connection: Pokédex tables in `main`, user data in `user`.
    package let database: DatabaseQueue

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
            try StoreError.wrapping(location.databasePath) {
                try pokedex.database.write { db in try SearchIndexBuilder.rebuild(in: db) }
            }
            let seconds = Date().timeIntervalSince(started)
            notice(String(format: "Rebuilt the search index for this version of pokesearch in %.1f s: %@", seconds, location.databasePath))
        }
        return pokedex
    }

    /// Opens an existing Pokédex file.
    public init(location: PokedexLocation) throws {
        self.location = location
        guard FileManager.default.fileExists(atPath: location.databasePath) else {
            throw StoreError.missingDatabase(location.databasePath)
        }
        try UserData.prepare(at: location.userDataPath)
        database = try StoreError.wrapping(location.databasePath) {
            try DatabaseQueue(path: location.databasePath, configuration: Self.configuration(attachingUserData: location.userDataPath))
        }
        try StoreError.wrapping(location.databasePath) {
            try database.read { db in
                guard try db.tableExists("pokemon_fts") else {
                    throw StoreError.notAPokedex(location.databasePath)
                }
            }
        }
    }

    /// The GRDB configuration every PokeSearch connection uses.
    static func configuration(attachingUserData userPath: String? = nil) -> Configuration {
        var configuration = Configuration()
        configuration.label = "pokesearch"
        configuration.prepareDatabase { db in
            db.add(tokenizer: PokeTokenizer.self)
            if let userPath {
                try db.execute(sql: "ATTACH DATABASE ? AS user", arguments: [userPath])
            }
        }
        return configuration
    }
}
