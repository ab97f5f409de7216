import GRDB

/// Which cosmetic form of each result a query named: an exact form name
/// (`unown b`), or the start of one (`alcremie ruby swirl`) that is not also
/// the start of the Pokémon's own names; never one of a Pokémon the query
/// names itself (`gastrodon`, `unown` name no form).
struct FormMatcher {
    let index: IndexReader

    /// The named form of each of `pokemonIDs`, by Pokémon id, displayed in `languageID`.
    func forms(named nameQuery: String, among pokemonIDs: [Int], languageID: Int) throws -> [Int: MatchedForm] {
        let page = Set(pokemonIDs)
        var candidates = try index.forms(named: nameQuery, asPrefix: true).filter { page.contains($0.pokemonID) }
        guard !candidates.isEmpty else { return [:] }
        let named = Set(try index.pokemon(named: nameQuery))
        let prefixed = Set(try index.pokemon(withNamesStarting: nameQuery))
        candidates.removeAll { named.contains($0.pokemonID) || (!$0.isExact && prefixed.contains($0.pokemonID)) }
        guard !candidates.isEmpty else { return [:] }
        let details = try Dictionary(uniqueKeysWithValues: Row.fetchAll(index.db, sql: """
            SELECT f.id, f.name, f.form_order,
                   coalesce((SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                            (SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                            f.name)
              FROM pokemon_form f WHERE f.id IN (SELECT value FROM json_each(?))
            """, arguments: [languageID, Languages.english, "[" + candidates.map { String($0.formID) }.joined(separator: ",") + "]"])
            .map { row in (row[0] as Int, (name: row[1] as String, order: row[2] as Int? ?? 0, displayName: row[3] as String)) })
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
