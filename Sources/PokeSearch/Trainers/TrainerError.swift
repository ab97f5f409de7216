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
        }
    }
}
