extension CardTable {
    /// The attacking types that hit `document` for 2× or more, both its
    /// types counted: Rock (4×), Water and Electric for Charizard.
    func typesSuperEffective(on document: Int) -> [Int] {
        let stride = attackingTypeIDs.count
        return attackingTypeIDs.indices.filter { index in
            MatchupFactor.percent(code: matchupCodes[document * stride + index]) >= 200
        }.map { attackingTypeIDs[$0] }
    }

    /// The documents with a type that hits one of `pokemonIDs`, or the
    /// default form of one of `speciesIDs`, for 2× or more (`good against
    /// charizard`): a species' name says Charizard, not Mega Charizard X.
    func documents(countering pokemonIDs: [Int], orSpecies speciesIDs: [Int]) -> PokemonSet {
        var targets = pokemonIDs.compactMap(document(ofPokemon:))
        targets += documents(ofSpecies: speciesIDs).filter { cards[$0].isDefault }
        return documents(withTypeAmong: Set(targets.flatMap(typesSuperEffective(on:))))
    }

    /// The documents with one of `typeIDs` among their types.
    func documents(withTypeAmong typeIDs: Set<Int>) -> PokemonSet {
        documents { card in card.typeIDs.contains(where: typeIDs.contains) }
    }
}
