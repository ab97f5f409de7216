import GRDB

/// "Did you mean", as Pokémon names in the request's language: a close name
/// word is only a hint (`pikachuu` is ピカチュウ's spelling), the Pokémon it
/// finds first is the answer.
struct NameSuggestions {
    let index: IndexReader
    /// The keyword spellings, kept by the engine between searches.
    let spellings: LexiconSpellings

    /// Names to suggest when `plan` matched nothing, in `languageID`.
    func suggestions(for plan: SearchPlan, languageID: Int) throws -> [String] {
        let corrector = TypoCorrector(index: index)
        let resolver = QueryResolver(index: index, spellings: spellings)
        var suggestions: [String] = []
        for term in plan.terms where term.tokens.count == 1 {
            for word in try corrector.suggestions(for: term.tokens[0]) {
                // The word as if typed alone: its best match is all that counts.
                let wordPlan = try resolver.resolve(word: word)
                let best = try Ranker(reader: index).rank(PlanMatcher(reader: index).match(wordPlan), nameQuery: wordPlan.nameQuery, limit: 1)
                guard let id = best.first?.id, let document = index.cards.document(ofPokemon: id),
                      let name = try PokemonSummary.fetch(documents: [document], cards: index.cards, languageID: languageID,
                                                          in: index.db)[id]?.displayName,
                      !suggestions.contains(name) else { continue }
                suggestions.append(name)
            }
        }
        return suggestions
    }
}
