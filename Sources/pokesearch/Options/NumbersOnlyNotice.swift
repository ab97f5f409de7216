import Foundation
import PokeSearch

/// What `fav add|rm`, `catch`, `release`, `fav list` and `backpack` say on
/// standard error when they worked on a damaged Pokédex, with Pokémon known
/// by number alone: the engine's notice, then how to rebuild the Pokédex.
enum NumbersOnlyNotice {
    /// Says why `references` have no names, when one of them has none.
    static func print(for references: [PokemonReference], in pokedex: Pokedex) {
        guard references.contains(where: \.isNumberOnly) else { return }
        print(pokedexAt: pokedex.location.databasePath)
    }

    /// Says that the Pokédex at `path` is damaged, so Pokémon are shown by number.
    static func print(pokedexAt path: String) {
        let notice = StoreError.numbersOnlyNotice(pokedexAt: path) + (CommandHints.hint(for: .damagedPokedex(path)) ?? "")
        FileHandle.standardError.write(Data(("Note: " + notice + "\n").utf8))
    }
}
