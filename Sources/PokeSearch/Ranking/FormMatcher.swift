/// Which cosmetic form of each result a query named: an exact form name
/// (`unown b`), or the start of one (`alcremie ruby swirl`) that is not also
/// the start of the Pokémon's own names; never one of a Pokémon the query
/// names itself (`gastrodon`, `unown` name no form).
struct FormMatcher {
    let index: IndexReader
    /// The forms' names, kept by the engine between searches.
    let formDetails: FormDetails

    /// The named form of each of `pokemonIDs`, by Pokémon id, displayed in `languageID`.
    func forms(named nameQuery: String, among pokemonIDs: [Int], languageID: Int) throws -> [Int: MatchedForm] {
        let page = Set(pokemonIDs)
        var candidates = try index.forms(named: nameQuery, asPrefix: true).filter { page.contains($0.pokemonID) }
        guard !candidates.isEmpty else { return [:] }
        let named = Set(try index.pokemon(named: nameQuery))
        let prefixed = Set(try index.pokemon(withNamesStarting: nameQuery))
        candidates.removeAll { named.contains($0.pokemonID) || (!$0.isExact && prefixed.contains($0.pokemonID)) }
        guard !candidates.isEmpty else { return [:] }
        let details = try formDetails.details(of: candidates.map(\.formID), languageID: languageID, in: index.db)
        // Per Pokémon: an exact name first, then the forms' own order.
        let ordered = candidates.compactMap { candidate in details[candidate.formID].map { (candidate, $0) } }
            .sorted { a, b in
                (a.0.isExact ? 0 : 1, a.1.order, a.0.formID) < (b.0.isExact ? 0 : 1, b.1.order, b.0.formID)
            }
        var forms: [Int: MatchedForm] = [:]
        for (candidate, detail) in ordered where forms[candidate.pokemonID] == nil {
            forms[candidate.pokemonID] = MatchedForm(id: candidate.formID, name: detail.name, displayName: detail.displayName)
        }
        return forms
    }
}
