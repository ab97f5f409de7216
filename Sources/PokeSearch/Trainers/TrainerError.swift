import Foundation

/// Why a profile, a favorite or a backpack operation was refused. Messages
/// say what is wrong; a front end adds what to type about it.
public enum TrainerError: Error, Equatable, CustomStringConvertible {
    /// No trainer profile has this name; the existing ones follow.
    case unknownTrainer(String, known: [String])
    /// `trainer add` of a name that exists.
    case trainerExists(String)
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
    /// `trainer use` could not write the file that remembers the choice; what is in the way follows.
    case cannotRemember(path: String, reason: String)

    /// The message, in words any front end can show.
    public var description: String {
        message.escapingControlCharacters()
    }

    private var message: String {
        switch self {
        case .unknownTrainer(let name, let known):
            guard !known.isEmpty else {
                return "no trainer profile '\(name)'; there are none yet"
            }
            let close = ClosestNames.nearest(to: name, among: known, maximum: max(2, name.count / 3))
            let hint = close.isEmpty ? "" : "; did you mean " + close.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "no trainer profile '\(name)'\(hint) (profiles: \(known.joined(separator: ", ")))"
        case .trainerExists(let name):
            return "trainer profile '\(name)' already exists; nothing changed"
        case .invalidTrainerName(let name):
            return "invalid trainer name '\(name)': use 1 to 40 printable characters"
        case .alreadyCaught(let name, let date):
            return "\(name) is already in the backpack (caught \(CatchDate.text(date))); nothing changed"
        case .notCaught(let name):
            return "\(name) is not in the backpack; nothing changed"
        case .nameTaken(let name):
            return "the trainer name '\(name)' is taken; choose another"
        case .invalidPassword(let reason):
            return "invalid password: \(reason)"
        case .cannotRemember(let path, let reason):
            return "cannot remember the trainer in \(path): \(reason)"
        }
    }
}
