import GRDB

/// What a result shows of each Pokémon in each language, computed once per
/// index (`search_summary`) so that a page of results reads a few rows by
/// key: the display name, and the types' names in slot order.
///
/// Every row is told apart in every language: an alternate form without a
/// name of its own in the language shows the species' name with the form's
/// name in the language, else in the nearest language that has one (same ISO
/// code — ja-hrkt for ja, zh-hant for zh-hans —, then Japanese for Korean,
/// then English), else the Pokémon's English name, else the form's name in
/// any language: `리자몽 (キョダイマックスのすがた)`, `피카츄 (Pikachu Rock Star)`,
/// `피카츄 (Partner Pikachu)`; a form name that already holds the species'
/// name (`メガリザードンＸ`) stands alone. Forms the dump names alike are told
/// apart after fetching (`TwinNames`).
///
/// Language 0 holds the slug and the types' slugs, as `search_name` keeps
/// slugs under language 0.
enum SummaryNames {
    /// Fills `search_summary` from the imported tables.
    static func fill(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO search_summary(pokemon_id, language_id, display_name, type_names)
            SELECT c.id, lg.id, \(displayName(language: "lg.id", english: String(Languages.english))),
                   coalesce((SELECT group_concat(n, char(31)) FROM (
                       SELECT COALESCE((SELECT name FROM localized_name WHERE kind = 'type' AND id = pt.type_id AND language_id = lg.id),
                                       (SELECT name FROM localized_name WHERE kind = 'type' AND id = pt.type_id AND language_id = \(Languages.english)),
                                       t.name) AS n
                         FROM pokemon_type pt JOIN type t ON t.id = pt.type_id
                        WHERE pt.pokemon_id = c.id ORDER BY pt.slot)), '')
              FROM pokemon c CROSS JOIN language lg
            UNION ALL
            SELECT c.id, 0, c.name,
                   coalesce((SELECT group_concat(name, char(31)) FROM (
                       SELECT t.name FROM pokemon_type pt JOIN type t ON t.id = pt.type_id
                        WHERE pt.pokemon_id = c.id ORDER BY pt.slot)), '')
              FROM pokemon c
            """)
    }

    /// The display name of Pokémon `c` in `language`, falling back to
    /// `english`: SQL expressions (column names or literal ids).
    ///
    /// A form's names are read from its forms (`CROSS JOIN` keeps that
    /// order): an import has no statistics, and left to choose, SQLite read
    /// all 4,559 form names for each row of an alternate form (326 forms in
    /// 15 languages, twice each), 2.5 s of a 4.5 s import.
    private static func displayName(language lang: String, english: String) -> String {
        """
        COALESCE(
            (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = \(lang)),
            CASE WHEN c.is_default = 0 THEN (
                SELECT CASE WHEN instr(form, species) > 0 THEN form ELSE species || ' (' || form || ')' END
                  FROM (SELECT (SELECT name FROM localized_name
                                 WHERE kind = 'species' AND id = c.species_id AND language_id = \(lang)) AS species,
                               COALESCE(
                                   (SELECT l.name FROM pokemon_form pf
                                      CROSS JOIN localized_name l ON l.kind = 'pokemon-form-name' AND l.id = pf.id
                                      JOIN language near ON near.id = l.language_id
                                      JOIN language reader ON reader.id = \(lang)
                                     WHERE pf.pokemon_id = c.id
                                       AND \(NearestLanguage.condition(english: english))
                                     ORDER BY \(NearestLanguage.order(english: english)), pf.is_default DESC, pf.id
                                     LIMIT 1),
                                   (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = \(english)),
                                   (SELECT l.name FROM pokemon_form pf
                                      CROSS JOIN localized_name l ON l.kind = 'pokemon-form-name' AND l.id = pf.id
                                     WHERE pf.pokemon_id = c.id ORDER BY l.language_id, pf.is_default DESC, pf.id
                                     LIMIT 1)) AS form)
                 WHERE species IS NOT NULL AND form IS NOT NULL) END,
            (SELECT name FROM localized_name WHERE kind = 'species' AND id = c.species_id AND language_id = \(lang)),
            (SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = c.id AND language_id = \(english)),
            (SELECT name FROM localized_name WHERE kind = 'species' AND id = c.species_id AND language_id = \(english)),
            c.name)
        """
    }
}
