/// How people ask for an evolution family: `bulbasaur evolutions`,
/// `evolutions of eevee`, `evolves from magikarp`, `charmander family`.
enum EvolutionPhrase {
    /// What the phrase asks for.
    enum Relation: String, Sendable {
        /// The species that evolve from the named one, directly or not.
        case descendants
        /// The whole evolution chain of the named one.
        case family
    }

    /// Folded words written after a name: `X evolutions`, `X family`.
    static let trailing: [String: Relation] = [
        "evolutions": .descendants, "evolution": .descendants, "evos": .descendants, "evo": .descendants,
        "evolves": .descendants, "evolved": .descendants, "evolve": .descendants, "evolutionary": .descendants,
        "family": .family, "line": .family, "chain": .family, "tree": .family, "evoline": .family,
    ]

    /// Folded word pairs written before a name: `evolutions of X`, `evolves from X`.
    static let leading: [String: Relation] = [
        "evolutions of": .descendants, "evolution of": .descendants, "evos of": .descendants,
        "evolves from": .descendants, "evolved from": .descendants, "evolving from": .descendants,
        "family of": .family, "line of": .family, "chain of": .family,
    ]
}
