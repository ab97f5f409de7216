/// A one-word Pokémon name typed with a typo where the phrase around it says
/// a name is expected (`charmandr evolutions`, `evolutions of bulbasur`): the
/// nearest name word, with the thresholds of name typo tolerance
/// (`NameTokens.allowedTypos`: one edit from 5 letters, two from 9).
struct PokemonNameCorrection {
    let index: IndexReader

    /// The folded name word meant by the folded `name`, or nil.
    func correction(for name: String) throws -> String? {
        let allowed = NameTokens.allowedTypos(forLength: name.count)
        guard allowed > 0, name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        return try index.nameTokens().nearest(to: name, allowed: allowed, prefix: false).first?.token
    }
}
