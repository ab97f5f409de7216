import Foundation

/// Why a profile, a favorite or a backpack operation was refused.
public enum TrainerError: Error, Equatable, CustomStringConvertible {
    /// No trainer profile has this name; the existing ones follow.
    case unknownTrainer(String, known: [String])
    /// A profile name must be printable and not blank.
    case invalidTrainerName(String)
    /// Catching is refused: the Pokémon is in the backpack since that date.
    case alreadyCaught(String, at: Date)
    /// Releasing is refused: the Pokémon is not in the backpack.
    case notCaught(String)
    /// Signing up is refused: a profile already has this name (compared
    /// without case or diacritics).
    case nameTaken(String)
    /// A password that does not meet the rules; the reason follows.
    case invalidPassword(String)

    public var description: String {
        message.escapingControlCharacters()
    }

    private var message: String {
        switch self {
        case .unknownTrainer(let name, let known):
            let list = known.isEmpty ? "there are none yet" : "known: " + known.joined(separator: ", ")
            return "no trainer profile '\(name)'; \(list)"
        case .invalidTrainerName(let name):
            return "invalid trainer name '\(name)': use 1 to 40 printable characters"
        case .alreadyCaught(let name, let date):
            return "\(name) is already in the backpack (caught \(CatchDate.text(date))); nothing changed"
        case .notCaught(let name):
            return "\(name) is not in the backpack; nothing changed"
        case .nameTaken(let name):
            return "the trainer name '\(name)' is taken; choose another (a profile made with --trainer gets a password with `pokesearch trainer passwd NAME`)"
        case .invalidPassword(let reason):
            return "invalid password: \(reason)"
        }
    }
}
