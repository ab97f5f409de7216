import GRDB
import Synchronization

/// One distinct word of a Pokémon name, folded, as typo tolerance compares it.
struct NameToken: Sendable {
    var text: String
    var scalars: [UInt32]
    /// Which ASCII letters and digits it holds (see `LetterMask`), computed once.
    var letters: LetterMask

    init(text: String, scalars: [UInt32]) {
        self.text = text
        self.scalars = scalars
        letters = LetterMask(scalars[...])
    }
}

/// The `name_token` table in memory, read on the first typo and kept for the
/// engine's lifetime: comparing a misspelled word with every name word is
/// then a loop over arrays, not thousands of rows decoded per search.
final class NameTokenCache: Sendable {
    private let tokens = Mutex<[NameToken]?>(nil)

    func tokens(in db: Database) throws -> [NameToken] {
        if let cached = tokens.withLock({ $0 }) { return cached }
        let loaded = try String.fetchAll(db, sql: "SELECT token FROM name_token ORDER BY length, token").map {
            NameToken(text: $0, scalars: $0.unicodeScalars.map(\.value))
        }
        tokens.withLock { $0 = loaded }
        return loaded
    }
}
