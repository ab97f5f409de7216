extension RunReader {
    /// `faster than garchomp`, `outspeeds mega gengar`, `heavier than snorlax`:
    /// the stat compared with the named Pokémon's own (its default form for a
    /// species' name; a one-word name may have a typo, with a notice), or
    /// with a number (`faster than 100`).
    func rivalComparison(at index: Int, plan: inout SearchPlan) throws -> Read? {
        guard vocabulary.contains(.rival), RivalComparison.firstWords.contains(words[index].folded) else { return nil }
        for length in stride(from: min(RivalComparison.longestPhrase, words.count - index - 1), through: 1, by: -1) {
            guard let (key, comparison) = RivalComparison.phrases[phrases[index..<index + length]] else { continue }
            let start = index + length
            let stat = StatField(key: key)
            // `faster than 100`, `heavier than 200 kg`, `lighter than 10 lbs`, `taller than 150cm`: the word says the stat.
            if let number = DecimalNumber.parse(words[start].text), number >= 0 {
                let unit = start + 1 < words.count ? words[start + 1].folded : ""
                if let factor = MeasureUnit.factor(of: unit, for: key) {
                    return Read(filter: .comparison(stat, comparison, number * factor), length: length + 2)
                }
                let named = StatField.named(unit)?.key == key ? 1 : 0
                return Read(filter: .comparison(stat, comparison, number), length: length + 1 + named)
            }
            if let (number, unit) = MeasureUnit.split(words[start].folded), let factor = MeasureUnit.factor(of: unit, for: key) {
                return Read(filter: .comparison(stat, comparison, number * factor), length: length + 1)
            }
            guard let (card, nameLength) = try rival(startingAt: start, plan: &plan), let value = card.value(of: key) else { return nil }
            return Read(filter: .comparison(stat, comparison, Double(value) / stat.scale), length: length + nameLength)
        }
        return nil
    }

    /// The card of the Pokémon named from `start`, and the name's length in words.
    private func rival(startingAt start: Int, plan: inout SearchPlan) throws -> (PokemonCard, Int)? {
        let cards = self.index.cards
        if let (ids, _, length) = try formName(startingAt: start), let document = ids.lazy.compactMap(cards.document(ofPokemon:)).first {
            return (cards.cards[document], length)
        }
        guard let (species, _, length) = try pokemonName(startingAt: start, plan: &plan),
              let card = cards.cards.first(where: { $0.isDefault && species.contains($0.speciesID) }) else { return nil }
        return (card, length)
    }
}
