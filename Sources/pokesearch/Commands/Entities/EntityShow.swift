import ArgumentParser
import PokeSearch
import PokeSearchTerminal

/// `show` for what is not a Pokémon: `show move:thunderbolt`,
/// `show item:leftovers`, `show ability:levitate`, `show type:fire`, and a
/// bare name that names no Pokémon but a move, ability, item or type.
struct EntityShow {
    let output: OutputOptions
    let pokedex: Pokedex

    /// Prints `reference` in full.
    func show(_ reference: EntityReference) throws {
        if reference.kind == .type {
            let detail = try TypeDetail.load(id: reference.id, language: output.lang, from: pokedex)
            try output.emit(table: { TypeChartText(style: output.style).render(detail) }, json: { try JSONResults.encode(detail) })
        } else {
            let detail = try EntityDetail.load(reference.kind, id: reference.id, language: output.lang, from: pokedex)
            try output.emit(table: { EntityDetailText(style: output.style, terms: output.terms(pokedex)).render(detail) },
                            json: { try JSONResults.encode(detail) })
        }
    }
}
