import Foundation
import GRDB

/// Why a listing, a profile or a backpack operation could not be done.
public enum ViewError: Error, Equatable, CustomStringConvertible {
    /// No Pokémon answers to this id, slug or name; the closest names follow.
    case unknownPokemon(String, suggestions: [String])
    /// No trainer profile has this name; the existing ones follow.
    case unknownTrainer(String, known: [String])
    /// A profile name must be printable and not blank.
    case invalidTrainerName(String)
    /// Catching is refused: the Pokémon is in the backpack since that date.
    case alreadyCaught(String, at: Date)
    /// Releasing is refused: the Pokémon is not in the backpack.
    case notCaught(String)
    /// An encounter found no Pokémon matching the filters.
    case nothingToEncounter(String)
    /// A page size or position out of range.
    case invalidPage(String)
    /// The database could not be read or written.
    case storage(String)

    public var description: String {
        switch self {
        case .unknownPokemon(let input, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "no Pokémon is called '\(input)'" + hint
        case .unknownTrainer(let name, let known):
            let list = known.isEmpty ? "there are none yet" : "known: " + known.joined(separator: ", ")
            return "no trainer profile '\(name)'; \(list)"
        case .invalidTrainerName(let name):
            return "invalid trainer name '\(name)': use 1 to 40 printable characters"
        case .alreadyCaught(let name, let date):
            return "\(name) is already in the backpack (caught \(CatchDate.text(date))); nothing changed"
        case .notCaught(let name):
            return "\(name) is not in the backpack; nothing changed"
        case .nothingToEncounter(let query):
            return "no Pokémon matches '\(query)' to encounter"
        case .invalidPage(let reason):
            return reason
        case .storage(let reason):
            return "cannot use the Pokédex: \(reason)"
        }
    }

    /// Runs `body`, turning SQLite errors into a message fit for a user.
    static func wrapping<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                throw ViewError.storage("the database is busy (another pokesearch is writing); try again")
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
                throw ViewError.storage("the user data file cannot be written")
            case .SQLITE_FULL:
                throw ViewError.storage("the disk is full")
            default:
                throw ViewError.storage("the database looks damaged or out of date; re-import it (\(error.resultCode))")
            }
        }
    }
}
