import Hummingbird
import PokeSearch

extension APIError {
    /// Seconds a client should wait after a busy database: the engine has already waited 5.
    static let busyRetryAfter = 5

    /// The API's answer to an error of the engine: bad queries are 400s with
    /// their position and suggestion, unknown Pokémon 404s, refused trainer
    /// operations 400/404/409. Nil for anything else (a 500, logged).
    init?(engine error: any Error) {
        switch error {
        case let error as APIError:
            self = error
        case let error as QueryError:
            self.init(.badRequest, error.description, position: error.position, suggestions: error.suggestion.map { [$0] })
        case let error as PaginationError:
            // The engine names the CLI's options (`--limit`); the API's parameters have no dashes.
            self.init(.badRequest, error.description.replacingOccurrences(of: "--", with: ""))
        case let error as CatalogError:
            switch error {
            case .unknownPokemon(_, let suggestions): self.init(.notFound, error.description, suggestions: suggestions)
            case .nothingToEncounter: self.init(.notFound, error.description)
            case .severalPokemon: self.init(.badRequest, error.description)
            case .unknownGame(_, let suggestions): self.init(.badRequest, error.description, suggestions: suggestions)
            }
        case let error as TrainerError:
            switch error {
            case .nameTaken, .nameLooksLike, .trainerExists, .alreadyCaught: self.init(.conflict, error.description)
            case .notCaught: self.init(.notFound, error.description)
            case .unknownTrainer: self = .notLoggedIn
            case .invalidTrainerName, .nameTooLong, .invalidPassword: self.init(.badRequest, error.description)
            // The server never remembers a command line's trainer.
            case .cannotRemember: return nil
            }
        case let error as EntityError:
            switch error {
            case .unknownEntity(_, _, let suggestions): self.init(.notFound, error.description, suggestions: suggestions)
            case .unknownField(_, _, let position, let suggestion, _), .unknownValue(_, _, let position, let suggestion):
                self.init(.badRequest, error.description, position: position, suggestions: suggestion.map { [$0] })
            case .badNumber(_, _, let position): self.init(.badRequest, error.description, position: position)
            case .notSearchable, .sortNotApplicable: self.init(.badRequest, error.description)
            }
        case StoreError.unknownLanguage:
            self.init(.badRequest, String(describing: error))
        case let error as StoreError:
            guard let answer = Self.unavailable(error) else { return nil }
            self = answer
        default:
            return nil
        }
    }

    /// The files' troubles the server cannot fix by itself: a 503 that says
    /// what is wrong and how whoever runs the server repairs it. The message
    /// names no path (the server's files are its own business); requests
    /// that need no user data (searches without a session) keep working.
    private static func unavailable(_ error: StoreError) -> APIError? {
        let message: String
        switch error {
        case .damagedUserData:
            message = "the server's user data file (trainers, favorites, catches) is damaged; searches still work "
                + "without logging in. Whoever runs the server can salvage it with `pokesearch repair --user-data` "
                + "(it keeps a copy of the damaged file)"
        case .readOnlyUserData, .userDataNotAFile:
            message = "the server may not write its user data file (trainers, favorites, catches): the file or its "
                + "folder is read-only to the server, or a folder stands in its place; what needs no change still works"
        case .busy(_, let isUserData):
            // Another process (a `pokesearch` command, an import) holds the lock
            // longer than the engine waits: worth trying again soon.
            let what = isUserData ? "the user data file (trainers, favorites, catches)" : "the Pokédex"
            return .unavailable("\(what) is busy: another pokesearch process is writing to it; try again in a few seconds",
                                retryAfter: busyRetryAfter)
        case .damagedPokedex:
            message = "the server's Pokédex is damaged: whoever runs the server can rebuild it with `pokesearch repair`"
        case .diskFull:
            message = "the server's disk is full"
        default:
            return nil
        }
        return APIError(.serviceUnavailable, message)
    }
}
