import PokeSearch

/// What the command line adds to the engine's messages: the command or
/// option that mends the problem. The engine says what is wrong in words any
/// front end can show (the server sends them to web pages); only the command
/// line knows its commands.
enum CommandHints {
    /// `error`'s message followed by its hint, or nil when the engine's
    /// message is all there is to say.
    static func message(for error: any Error) -> String? {
        switch error {
        case let error as StoreError: return hint(for: error).map { error.description + $0 }
        case let error as PaginationError: return "--\(error.parameter) \(error.problem)"
        case QueryError.empty:
            return "\(error), e.g. `pokesearch pikachu`, or list the whole Pokédex with `pokesearch list`"
        case EntityError.notSearchable:
            return "\(error): use `pokesearch types` or `pokesearch show type:NAME`"
        case ImportError.noBundledDataset:
            return "\(error): run `pokesearch import DUMP` first"
        case TrainerError.unknownTrainer(let name, let known) where known.isEmpty:
            return "\(error): create one with `\(ShellWord.trainerCommand("add", name))`"
        case TrainerError.cannotRemember:
            return "\(error); --trainer NAME or $POKESEARCH_TRAINER choose one without it"
        default: return nil
        }
    }

    /// What follows `error`'s message: how to mend it, or what still works.
    static func hint(for error: StoreError) -> String? {
        let kept = "; trainers, favorites and catches live in another file and are kept"
        switch error {
        case .missingDatabase:
            return ": run `pokesearch import DUMP` or remove --db to use the default one"
        case .notAPokedex(let path, .userData):
            return ": give --db the Pokédex beside it (\(PokedexLocation.pokedexPath(besideUserData: path)))"
        case .notAPokedex:
            return "; give --db a Pokédex, or a path where none exists yet to build one from the bundled dataset"
        case .outdatedPokedex:
            return ": import the dump again (`pokesearch import DUMP`) or use the bundled dataset (`pokesearch repair`)" + kept
        case .damagedPokedex:
            return ": rebuild it with `pokesearch repair` (bundled dataset) or `pokesearch import DUMP`" + kept
        case .damagedUserData(let path):
            return ". `pokesearch repair --user-data` keeps a copy of it as \(path).damaged-DATE and salvages what can still be read"
        case .readOnlyUserData:
            return "; searches, `show` and listings still work"
        default:
            return nil
        }
    }
}
