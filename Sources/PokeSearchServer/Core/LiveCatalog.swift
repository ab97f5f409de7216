import Foundation
import Logging
import PokeSearch
import Synchronization

/// The catalogue of the Pokédex file as it is now. An import (or `repair`)
/// while the server runs renames a new file over the served one; connections
/// opened before keep reading the old file, and new ones would read the new
/// one. Each request asks for the catalogue, which compares the file's
/// identity (one `stat`) with the one it opened and, when the file was
/// replaced, opens the new file and answers from it from then on.
final class LiveCatalog: Sendable {
    private struct Opened {
        var services: CatalogServices
        var identity: FileIdentity?
    }

    private let state: Mutex<Opened>
    private let location: PokedexLocation
    private let preloads: Bool
    private let logger: Logger

    /// `preloads`: each catalogue's indexes read at once (`ServerConfiguration.preloadsIndexes`).
    init(pokedex: Pokedex, preloads: Bool, logger: Logger) throws {
        state = Mutex(Opened(services: try CatalogServices(pokedex: pokedex, preloads: preloads),
                             identity: FileIdentity(path: pokedex.location.databasePath)))
        location = pokedex.location
        self.preloads = preloads
        self.logger = logger
    }

    /// The catalogue to answer one request from.
    func current() -> CatalogServices {
        // The `stat` outside the lock: requests on other threads wait for nothing but a copy.
        let identity = FileIdentity(path: location.databasePath)
        return state.withLock { opened in
            guard let identity, identity != opened.identity else { return opened.services }
            // Another request may have opened the new file since this one looked.
            guard FileIdentity(path: location.databasePath) != opened.identity else { return opened.services }
            do {
                // Opened under the lock: requests wait for the new file rather
                // than each opening it.
                let pokedex = try Pokedex.open(location, access: .server) { notice in
                    self.logger.notice("\(notice)")
                }
                opened = Opened(services: try CatalogServices(pokedex: pokedex, preloads: preloads), identity: FileIdentity(path: location.databasePath))
                logger.notice("The Pokédex file was replaced: now serving the new one")
            } catch {
                // Half-renamed or unreadable: keep serving the file already open, try again next request.
                logger.warning("The Pokédex file was replaced but cannot be opened yet: \(error)")
            }
            return opened.services
        }
    }
}
