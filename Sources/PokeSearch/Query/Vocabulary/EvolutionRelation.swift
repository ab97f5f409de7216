/// What an evolution phrase asks for (`charmander family`, `evolutions of eevee`).
public enum EvolutionRelation: String, Sendable, Hashable, Encodable {
    /// The species that evolve from the named one, directly or not.
    case descendants
    /// The whole evolution chain of the named one.
    case family
    /// The species the named one evolves from, directly or not (its pre-evolutions).
    case ancestors
    /// The last stages of the named one's line: the species it evolves into,
    /// or itself, that evolve no further (`final evolution of charmander`:
    /// Charizard; of Eevee, its eight evolutions).
    case finalStages
}
