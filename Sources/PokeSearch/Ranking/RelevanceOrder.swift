/// The deterministic relevance order, as an SQL ORDER BY over the columns
/// `exact`, `prefix`, `bm25` and `pokemon_card AS c`:
///
/// 1. an exact name match (any language), the default form first
///    (`pikachu` is #25, not a cosplay form; `lucario` is 448, not its mega);
/// 2. a name prefix match, default forms first, in Pokédex order, so that
///    results follow typing (`char` → Charmander, Charmeleon, Charizard);
/// 3. bm25 with field weights: English name above other-language names
///    above genus above flavor text;
/// 4. ties by Pokédex number, default form first, then pokemon id.
enum RelevanceOrder {
    /// bm25 weights of the `pokemon_fts` columns name, names, genus, flavor.
    static let columnWeights = "10.0, 6.0, 2.0, 1.0"

    static let orderBy = """
        exact DESC,
        prefix DESC,
        CASE WHEN exact OR prefix THEN c.is_default ELSE 0 END DESC,
        CASE WHEN prefix AND NOT exact THEN c.species_id ELSE 0 END ASC,
        bm25 ASC,
        c.species_id ASC, c.is_default DESC, c.id ASC
        """
}
