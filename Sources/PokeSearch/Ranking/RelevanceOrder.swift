/// The deterministic relevance order:
///
/// 1. an exact name match (any language), the default form first
///    (`pikachu` is #25, not a cosplay form; `lucario` is 448, not its mega);
/// 2. a name prefix match, default forms first, a name in English or the
///    reader's language before one in another language (`dra`: Dratini
///    before Charizard's Dracaufeu), in Pokédex order, so that results follow
///    typing (`char` → Charmander, Charmeleon, Charizard);
/// 3. what the query prefers (`fox`: the Fox Pokémon, in Pokédex order,
///    before Zorua, the Tricky Fox);
/// 4. bm25 with field weights: English name above other-language names
///    above genus above flavor text (`TextColumn.weight`);
/// 5. ties by Pokédex number, default form first, then pokemon id.
enum RelevanceOrder {
    static func precedes(_ a: RankedMatch, _ b: RankedMatch) -> Bool {
        if a.exactName != b.exactName { return a.exactName }
        if a.namePrefix != b.namePrefix { return a.namePrefix }
        let aNamed = a.exactName || a.namePrefix, bNamed = b.exactName || b.namePrefix
        let aDefault = aNamed && a.isDefault, bDefault = bNamed && b.isDefault
        if aDefault != bDefault { return aDefault }
        if !a.exactName, !b.exactName, a.namePrefix, a.primaryName != b.primaryName { return a.primaryName }
        let aSpecies = a.namePrefix && !a.exactName ? a.speciesID : 0
        let bSpecies = b.namePrefix && !b.exactName ? b.speciesID : 0
        if aSpecies != bSpecies { return aSpecies < bSpecies }
        if a.preferred != b.preferred { return a.preferred }
        // What the query prefers is a kind of Pokémon: its members in Pokédex order.
        if a.bm25 != b.bm25, !a.preferred { return a.bm25 < b.bm25 }
        if a.speciesID != b.speciesID { return a.speciesID < b.speciesID }
        if a.isDefault != b.isDefault { return a.isDefault }
        return a.id < b.id
    }
}
