import GRDB

/// Which cosmetic form of each result a query named: an exact form name
/// (`unown b`), or the start of one (`alcremie ruby swirl`) that is not also
/// the start of the Pokémon's own names; never one of a Pokémon the query
/// names itself (`gastrodon`, `unown` name no form).
struct FormMatcher {
    let db: Database

    /// The named form of each of `pokemonIDs`, by Pokémon id, displayed in `languageID`.
    func forms(named nameQuery: String, among pokemonIDs: [Int], languageID: Int) throws -> [Int: MatchedForm] {
        guard !pokemonIDs.isEmpty else { return [:] }
        let end = nameQuery + "\u{10FFFF}"
        // One cached statement for every page: the ids travel as a JSON array.
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT sf.pokemon_id, f.id, f.name, sf.folded = ? AS exact,
                   coalesce((SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                            (SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = ?),
                            f.name) AS display_name
              FROM search_form sf JOIN pokemon_form f ON f.id = sf.form_id
             WHERE sf.folded >= ? AND sf.folded < ?
               AND sf.pokemon_id IN (SELECT value FROM json_each(?))
               AND sf.pokemon_id NOT IN (SELECT pokemon_id FROM search_name WHERE folded = ?)
               AND (sf.folded = ? OR sf.pokemon_id NOT IN (SELECT pokemon_id FROM search_name WHERE folded >= ? AND folded < ?))
             ORDER BY sf.pokemon_id, exact DESC, f.form_order, f.id
            """), arguments: [nameQuery, languageID, Languages.english, nameQuery, end,
                              "[" + pokemonIDs.map(String.init).joined(separator: ",") + "]",
                              nameQuery, nameQuery, nameQuery, end])
        var forms: [Int: MatchedForm] = [:]
        for row in rows where forms[row["pokemon_id"]] == nil {
            forms[row["pokemon_id"]] = MatchedForm(id: row["id"], name: row["name"], displayName: row["display_name"])
        }
        return forms
    }
}
