import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `show` for what is not a Pokémon: `show move:thunderbolt`,
/// `show item:leftovers`, `show ability:levitate`, `show type:fire`, and a
/// bare name that names no Pokémon but a move, ability, item or type.
struct EntityShow {
    let output: OutputOptions
    let pokedex: Pokedex

    /// Prints the entity `input` names (`kind:` prefixes read), returning false when it names none.
    func show(_ input: String) throws -> Bool {
        guard let reference = try EntityResolver(search: EntitySearch(pokedex: pokedex)).resolve(input) else { return false }
        if reference.kind == .type {
            let detail = try TypeDetail.load(id: reference.id, language: output.lang, from: pokedex)
            try output.emit(table: { TypeChartText(style: output.style).render(detail) }, json: { try JSONResults.encode(detail) })
        } else {
            let detail = try EntityDetail.load(reference.kind, id: reference.id, language: output.lang, from: pokedex)
            try output.emit(table: { EntityDetailText(style: output.style).render(detail) }, json: { try JSONResults.encode(detail) })
        }
        return true
    }

    /// Why `input`, written `kind:name`, names nothing: the closest names of that kind.
    func unknown(_ input: String) throws -> EntityError {
        try EntityResolver(search: EntitySearch(pokedex: pokedex)).unknown(input)
    }
}
