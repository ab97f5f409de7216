import Foundation
import PokeSearch

/// What `fav add|rm`, `catch` and `release` say on standard error when they
/// worked on a damaged Pokédex, with Pokémon known by number alone.
enum NumbersOnlyNotice {
    /// Says why `references` have no names, when one of them has none.
    static func print(for references: [PokemonReference], in pokedex: Pokedex) {
        guard references.contains(where: \.isNumberOnly) else { return }
        let notice = StoreError.numbersOnlyNotice(pokedexAt: pokedex.location.databasePath)
        FileHandle.standardError.write(Data(("Note: " + notice + "\n").utf8))
    }
}
