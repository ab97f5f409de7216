import GRDB

/// A Pokémon name typed with a typo where the phrase around it says a name
/// is expected (`charmandr evolutions`, `evolutions of bulbasur`): the
/// nearest Latin name, with the thresholds of name typo tolerance
/// (`TypoCorrector`: one edit from 5 letters, two from 9).
struct PokemonNameCorrection {
    let db: Database

    /// The folded name meant by the folded `name`, or nil.
    func correction(for name: String) throws -> String? {
        let allowed = name.count >= 9 ? 2 : (name.count >= 5 ? 1 : 0)
        guard allowed > 0, name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        // One pass over the names of about that length: this runs only for a
        // phrase whose name matched nothing as typed.
        let candidates = try String.fetchAll(db.cachedStatement(sql: """
            SELECT DISTINCT folded FROM search_name
             WHERE length(folded) BETWEEN ? AND ? AND folded NOT GLOB '*[^a-z ]*'
            """), arguments: [name.count - allowed, name.count + allowed])
        return EditDistance.closest(to: name, among: candidates, maximum: allowed)
    }
}
