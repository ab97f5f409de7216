import GRDB
import Synchronization

/// The Latin phrases of each lexicon kind with what they name, read on the
/// first typo in a keyword and kept for the engine's lifetime: the lexicon is
/// keyed by phrase, so finding every phrase of a kind scans all of it (some
/// 16,000 rows, about a millisecond) where a typo search needs only a few
/// hundred. A Pokédex file is replaced whole, never changed under an open
/// connection, so what a connection read once stays true.
final class LexiconSpellings: Sendable {
    /// One phrase of a kind and the thing it names.
    struct Spelling: Sendable {
        var phrase: String
        var refID: Int
        /// The phrase's scalars, as typo search compares them.
        var scalars: [UInt32]

        init(phrase: String, refID: Int) {
            self.phrase = phrase
            self.refID = refID
            scalars = phrase.unicodeScalars.map(\.value)
        }
    }

    private let byKind = Mutex<[LexiconKind: [Spelling]]>([:])

    /// The phrases of `kind` made of the letters a–z and spaces only
    /// (`ice beam`, so that `icebeam` and `ice bean` are one edit away), in
    /// the lexicon's order (phrase, then id).
    func spellings(of kind: LexiconKind, in db: Database) throws -> [Spelling] {
        if let cached = byKind.withLock({ $0[kind] }) { return cached }
        let loaded = try Row.fetchAll(db, sql: """
            SELECT phrase, ref_id FROM lexicon WHERE kind = ? AND phrase NOT GLOB '*[^a-z ]*' ORDER BY phrase, ref_id
            """, arguments: [kind.rawValue]).map { Spelling(phrase: $0[0], refID: $0[1]) }
        byKind.withLock { $0[kind] = loaded }
        return loaded
    }
}
