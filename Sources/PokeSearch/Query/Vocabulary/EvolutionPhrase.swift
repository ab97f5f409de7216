/// How people ask for an evolution family: `bulbasaur evolutions`,
/// `evolutions of eevee`, `evolves from magikarp`, `charmander family`.
enum EvolutionPhrase {
    /// Folded words (one or two) written after a name: `X evolutions`, `X family`,
    /// `X pre-evolutions`; in the dump's other languages too (`evoli entwicklungen`).
    static let trailing: [String: EvolutionRelation] = [
        "evolutions": .descendants, "evolution": .descendants, "evos": .descendants, "evo": .descendants,
        "evolves": .descendants, "evolved": .descendants, "evolve": .descendants, "evolutionary": .descendants,
        "entwicklungen": .descendants, "entwicklung": .descendants, "evoluciones": .descendants, "evolucion": .descendants,
        "evoluzioni": .descendants, "evoluzione": .descendants, "進化": .descendants, "진화": .descendants,
        "family": .family, "line": .family, "chain": .family, "tree": .family, "evoline": .family, "famille": .family,
        "familie": .family, "familia": .family, "famiglia": .family,
        "prevo": .ancestors, "prevos": .ancestors, "preevolution": .ancestors, "preevolutions": .ancestors,
        "prevolution": .ancestors, "prevolutions": .ancestors, "pre evolution": .ancestors, "pre evolutions": .ancestors,
        "pre evo": .ancestors, "pre evos": .ancestors,
        "final evolution": .finalStages, "final evolutions": .finalStages, "final evo": .finalStages,
        "final evos": .finalStages, "final form": .finalStages, "final forms": .finalStages, "final stage": .finalStages,
        "last evolution": .finalStages, "last evo": .finalStages, "fully evolved": .finalStages,
    ]

    /// Words after a trailing `evolves` that say nothing more: `eevee evolves into`.
    static let trailingFillers: Set<String> = ["into", "to", "in"]

    /// Folded words (two or three) written before a name: `evolutions of X`,
    /// `evolves from X`, `evolves into X` (its pre-evolutions), `prevo of X`.
    static let leading: [String: EvolutionRelation] = [
        "evolutions of": .descendants, "evolution of": .descendants, "evos of": .descendants,
        "evolves from": .descendants, "evolved from": .descendants, "evolving from": .descendants,
        "evolve from": .descendants, "evolutions de": .descendants, "evolution de": .descendants,
        "entwicklungen von": .descendants, "evoluciones de": .descendants, "evoluzioni di": .descendants,
        "family of": .family, "line of": .family, "chain of": .family, "famille de": .family,
        "evolves into": .ancestors, "evolve into": .ancestors, "evolving into": .ancestors, "evolves to": .ancestors,
        "prevo of": .ancestors, "prevos of": .ancestors, "preevolution of": .ancestors, "preevolutions of": .ancestors,
        "pre evolution of": .ancestors, "pre evolutions of": .ancestors, "pre evos of": .ancestors,
        "evolution line of": .family, "evolution chain of": .family, "evolutionary line of": .family, "evolution family of": .family,
        "what evolves into": .ancestors, "what evolves from": .descendants,
        "final evolution of": .finalStages, "final evolutions of": .finalStages, "final evo of": .finalStages,
        "final evos of": .finalStages, "final form of": .finalStages, "final forms of": .finalStages,
        "final stage of": .finalStages, "last evolution of": .finalStages, "last evo of": .finalStages,
        "fully evolved form of": .finalStages, "fully evolved": .finalStages,
        "evolution finale de": .finalStages, "evolutions finales de": .finalStages, "forme finale de": .finalStages,
        "evolucion final de": .finalStages, "evoluzione finale di": .finalStages, "endentwicklung von": .finalStages,
    ]

    /// Folded words written alone before a name: `evolutions eevee`.
    static let leadingAlone: [String: EvolutionRelation] = [
        "evolutions": .descendants, "evolution": .descendants, "evos": .descendants,
        "prevo": .ancestors, "prevos": .ancestors, "family": .family,
    ]

    /// The trailing words of 6 letters or more, which a typo may stand for
    /// (`evolutons`): asked of every long word of a query, so kept as a typo
    /// search over name words keeps them (as `Superlative`'s are), nearest
    /// first, ties ranked as `NameTokens.nearest` ranks a name's.
    static let longTrailingWords = NameTokens(trailing.keys.filter { $0.count >= 6 })

    /// The first words of the two-word leading phrases, by their second word
    /// (`of` → `evolutions`, `evos`…): what a typo before it may stand for.
    static let leadingFirstWords: [String: [String]] = leading.keys.reduce(into: [:]) { firsts, phrase in
        let parts = phrase.split(separator: " ")
        if parts.count == 2 { firsts[String(parts[1]), default: []].append(String(parts[0])) }
    }
}
