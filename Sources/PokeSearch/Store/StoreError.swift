import GRDB

/// Why a Pokédex or its user data could not be opened, built or used.
///
/// Messages say what is wrong, in words any front end can show; what to
/// type about it is the front end's to add (the command line names its
/// commands, a web page has none).
///
/// The one place where SQLite's errors become messages for people: every
/// folder reaches the files through `Pokedex.read`, `UserData.read`/`write`
/// or `StoreError.wrapping(_:_:)`, and no SQLite message reaches a user.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    /// No Pokédex file where one was expected.
    case missingDatabase(String)
    /// The file given as the Pokédex is something else, said here.
    case notAPokedex(String, FileKind)
    /// An import or a repair would replace a file that is not a Pokédex:
    /// refused before anything was written.
    case wouldReplace(String, FileKind)
    /// The Pokédex file was imported by another version of pokesearch, whose
    /// tables lack what this one reads.
    case outdatedPokedex(String)
    /// The Pokédex file is damaged (SQLite finds malformed pages).
    case damagedPokedex(String)
    /// The user data file is damaged.
    case damagedUserData(String)
    /// Another process held this file's write lock longer than `Connections.busyTimeout`.
    case busy(String, isUserData: Bool)
    /// The user data file or its folder cannot be written (reads still work).
    case readOnlyUserData(String, ReadOnlyPart)
    /// Something other than a file is where the user data file belongs: a directory, a device.
    case userDataNotAFile(String, FileKind)
    /// The disk is full: nothing was changed.
    case diskFull(String)
    /// The file cannot be read (permissions, I/O).
    case unreadable(path: String, reason: String)
    /// A new database (or the compressed dataset) could not be written.
    case unwritable(path: String, reason: String)
    /// zlib could not compress or inflate a file.
    case compression(path: String, reason: String)
    /// SQLite failed in a way that is neither damage nor locking: a bug to report.
    case failed(path: String, code: Int32)
    /// No language of the Pokédex has this name or code; those with Pokémon names follow.
    case unknownLanguage(String, known: [String])

    /// The message, naming the file and what to do about it.
    public var description: String {
        message.escapingControlCharacters()
    }

    private var message: String {
        switch self {
        case .missingDatabase(let path):
            return "no Pokédex at \(path)"
        case .notAPokedex(let path, .userData):
            return "\(path) is a PokeSearch user data file (trainers, favorites, catches), not a Pokédex"
        case .notAPokedex(let path, let kind):
            return "\(path) is not a PokeSearch Pokédex: it is \(kind)"
        case .wouldReplace(let path, let kind):
            return "will not replace \(path): it is \(kind), not a PokeSearch Pokédex; nothing was written"
        case .outdatedPokedex(let path):
            return "the Pokédex at \(path) was imported by another version of pokesearch and lacks data this one reads"
        case .damagedPokedex(let path):
            return "the Pokédex at \(path) is damaged"
        case .damagedUserData(let path):
            return "the user data file at \(path) (trainers, favorites, catches) is damaged; searches still work"
        case .busy(let path, let isUserData):
            let what = isUserData ? "the user data file \(path)" : "the Pokédex at \(path)"
            return "\(what) is busy: another process has been writing to it for \(Int(Connections.busyTimeout)) s; try again"
        case .readOnlyUserData(let path, let part):
            let why = switch part {
            case .file: "the file is read-only"
            case .folder(let folder): "its folder \(folder) is read-only"
            case .fileAndFolder(let folder): "the file and its folder \(folder) are read-only"
            case .unknown: "the file or its folder is read-only"
            }
            return "cannot write the user data file \(path): \(why)"
        case .userDataNotAFile(let path, let kind):
            return "the user data file \(path) is \(kind), not a file: move it away, "
                + "and pokesearch creates the file there at the next favorite or catch"
        case .diskFull(let path):
            return "cannot write \(path): the disk is full"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .compression(let path, let reason):
            return "\(path): \(reason)"
        case .failed(let path, let code):
            return "unexpected database failure on \(path) (result code \(code)); please report it with the command that caused it"
        case .unknownLanguage(let language, let known):
            let close = ClosestNames.nearest(to: language, among: known, maximum: max(1, language.count / 2)).first
            let list = known.joined(separator: ", ")
            return "unknown language '\(language)'" + (close.map { "; did you mean '\($0)'? (known: \(list))" } ?? "; known: \(list)")
        }
    }

    /// What a command that still answers on a damaged Pokédex (`fav list`,
    /// `fav add 25`, `backpack`) says beside its answer, which shows Pokémon
    /// by number alone; how to rebuild it is the front end's to add.
    public static func numbersOnlyNotice(pokedexAt path: String) -> String {
        "the Pokédex at \(path) is damaged, so Pokémon are shown by number, without names".escapingControlCharacters()
    }

    /// Which part of the user data file is read-only.
    public enum ReadOnlyPart: Sendable, Hashable {
        /// The file itself.
        case file
        /// The folder that holds it (a new file and SQLite's `-wal` and `-shm` files are made there).
        case folder(String)
        /// Both.
        case fileAndFolder(String)
        /// Neither looks read-only to this process, yet SQLite could not write.
        case unknown
    }

    /// Why the user data file at `path` cannot be written: a directory or a
    /// device in its place, else the part that is read-only.
    static func cannotWriteUserData(_ path: String) -> StoreError {
        if let kind = FileKind.nonRegular(at: path) { return .userDataNotAFile(path, kind) }
        return .readOnlyUserData(path, WriteAccess.readOnlyPart(of: path) ?? .unknown)
    }

    /// What the store was doing when SQLite failed, which decides the message.
    enum Activity {
        /// Building a new database that will replace the file at this path.
        case building(String)
        /// Opening or reading the Pokédex at this path.
        case readingPokedex(String)
        /// Reading or writing the user data file at this path.
        case usingUserData(String)
    }

    /// Runs `body`, turning SQLite errors into a message about `activity`.
    /// `isDamaged` (e.g. a `PRAGMA quick_check`) is asked only when the
    /// error itself does not say whether the file is damaged.
    static func wrapping<T>(_ activity: Activity, isDamaged: () -> Bool = { false }, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StoreError(error, while: activity, isDamaged: isDamaged)
        }
    }

    private init(_ error: DatabaseError, while activity: Activity, isDamaged: () -> Bool) {
        let code = error.resultCode
        switch activity {
        case .building(let path):
            self = code == .SQLITE_FULL ? .diskFull(path) : .unwritable(path: path, reason: Self.reason(for: code))
        case .readingPokedex(let path):
            switch code {
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .damagedPokedex(path)
            case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path, isUserData: false)
            case .SQLITE_FULL: self = .diskFull(path)
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_IOERR:
                self = .unreadable(path: path, reason: Self.reason(for: code))
            default: self = isDamaged() ? .damagedPokedex(path) : .failed(path: path, code: code.rawValue)
            }
        case .usingUserData(let path):
            switch code {
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .damagedUserData(path)
            case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path, isUserData: true)
            case .SQLITE_FULL: self = .diskFull(path)
            case .SQLITE_READONLY, .SQLITE_PERM: self = .cannotWriteUserData(path)
            case .SQLITE_CANTOPEN:
                let cause = Self.cannotWriteUserData(path)
                self = cause == .readOnlyUserData(path, .unknown) ? .unreadable(path: path, reason: Self.reason(for: code)) : cause
            case .SQLITE_IOERR: self = .unreadable(path: path, reason: Self.reason(for: code))
            default: self = isDamaged() ? .damagedUserData(path) : .failed(path: path, code: code.rawValue)
            }
        }
    }

    /// A short reason for codes whose SQLite text would say too little or too much.
    private static func reason(for code: ResultCode) -> String {
        switch code {
        case .SQLITE_CANTOPEN: return "the file cannot be opened"
        case .SQLITE_PERM, .SQLITE_AUTH: return "permission denied"
        case .SQLITE_IOERR: return "input/output error"
        case .SQLITE_READONLY: return "read-only file system or file"
        default: return "database error \(code.rawValue)"
        }
    }
}
