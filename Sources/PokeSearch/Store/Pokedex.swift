import Foundation
import GRDB

/// An opened Pokédex: the imported database with the user's data attached
/// as schema `user`. `Pokedex.open` (Import/Bundled) also installs the
/// bundled dataset on first use and re-indexes an outdated database.
///
/// Every connection registers the `pokesearch` FTS5 tokenizer, so the search
/// index can be queried and rebuilt through it.
public final class Pokedex: Sendable {
    /// Where the files live.
    public let location: PokedexLocation
    /// The connection: Pokédex tables in `main`, user data in `user`.
    package let database: DatabaseQueue
    /// Its languages, for display names.
    let languages: Languages

    /// Opens an existing Pokédex file.
    public init(location: PokedexLocation) throws {
        self.location = location
        guard FileManager.default.fileExists(atPath: location.databasePath) else {
            throw StoreError.missingDatabase(location.databasePath)
        }
        try UserData.prepare(at: location.userDataPath)
        let database = try StoreError.wrapping(.opening(location.databasePath)) {
            try DatabaseQueue(path: location.databasePath, configuration: Self.configuration(attachingUserData: location.userDataPath))
        }
        languages = try StoreError.wrapping(.opening(location.databasePath)) {
            try database.read { db in
                guard try db.tableExists("pokemon_fts") else {
                    throw StoreError.notAPokedex(location.databasePath)
                }
                return try Languages(db)
            }
        }
        self.database = database
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
