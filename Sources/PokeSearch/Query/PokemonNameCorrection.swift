import GRDB

/// A one-word Pokémon name typed with a typo where the phrase around it says
/// a name is expected (`charmandr evolutions`, `evolutions of bulbasur`): the
/// nearest name word, with the thresholds of name typo tolerance
/// (`TypoCorrector`: one edit from 5 letters, two from 9).
struct PokemonNameCorrection {
    let db: Database

    /// The folded name word meant by the folded `name`, or nil.
    func correction(for name: String) throws -> String? {
        let allowed = name.count >= 9 ? 2 : (name.count >= 5 ? 1 : 0)
        guard allowed > 0, name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        // The name words of about that length (`name_token`, by its length
        // index), each compared only when its letters allow it.
        let scalars = name.unicodeScalars.map(\.value)
        let candidates = try String.fetchAll(db.cachedStatement(sql: "SELECT token FROM name_token WHERE length BETWEEN ? AND ?"),
                                             arguments: [name.count - allowed, name.count + allowed])
            .filter { EditDistance.lowerBound(scalars, $0.unicodeScalars.map(\.value)[...]) <= allowed }
        return EditDistance.closest(to: name, among: candidates, maximum: allowed)
    }
}
