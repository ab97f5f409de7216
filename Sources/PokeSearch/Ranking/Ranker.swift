import GRDB

/// Runs a plan's compiled match and orders what it finds: by relevance
/// (`RelevanceOrder`, with the exact-name and name-prefix signals) or by a
/// sort key, always in a total order.
struct Ranker {
    let db: Database

    /// The matches of `match`, best first; `nameQuery` is the free text whole
    /// names are compared with; the Pokémon of the SQL condition `last`
    /// after all others. At most `limit` when one is given. `names` (the
    /// reader's language id and collation) makes `.name` sort by the
    /// displayed name in that language's order rather than by the slug.
    func rank(_ match: PlanSQL, nameQuery: String?, sort: SortKey? = nil, descending: Bool = false,
              names: (languageID: Int, collation: String)? = nil, last: String? = nil, limit: Int? = nil) throws -> [RankedMatch] {
        var exact = "0", prefix = "0"
        var selectArguments: [(any DatabaseValueConvertible)?] = []
        if let name = nameQuery {
            // A cosmetic form's name (`unown b`) counts as a name of its Pokémon.
            exact = """
                (c.id IN (SELECT pokemon_id FROM search_name WHERE folded = ?)
                 OR c.id IN (SELECT pokemon_id FROM search_form WHERE folded = ?))
                """
            prefix = """
                (c.id IN (SELECT pokemon_id FROM search_name WHERE folded >= ? AND folded < ?)
                 OR c.id IN (SELECT pokemon_id FROM search_form WHERE folded >= ? AND folded < ?))
                """
            selectArguments += [name, name, name, name + "\u{10FFFF}", name, name + "\u{10FFFF}"]
        }
        if match.isNamePattern && nameQuery == nil {
            // A wildcard names what it matches: ranked as name prefixes are.
            prefix = "1"
        }
        var displayName = ""
        if sort == .name, let names {
            // Literal ids: this statement's arguments are positional.
            displayName = ", " + PokemonSummary.displayName(language: String(names.languageID),
                                                            english: String(Languages.english)) + " AS display_name"
        }
        let orderBy = (last.map { "(\($0)) ASC, " } ?? "")
            + (sort.map { $0.orderBy(descending: descending, nameCollation: names?.collation) } ?? RelevanceOrder.orderBy)
        var sql = """
            SELECT c.id, c.species_id, c.is_default, \(exact) AS exact, \(prefix) AS prefix, \(match.bm25) AS bm25\(displayName)
              FROM \(match.from)
             \(match.whereClause)
             ORDER BY \(orderBy)
            """
        if let limit { sql += " LIMIT \(limit)" }
        // Arguments in the order their `?` appear: select list, FROM, WHERE.
        let arguments = selectArguments + match.fromArguments + match.whereArguments
        // Cached: the same shape of query (and the benchmark) reuses the prepared statement.
        // A cursor read by column position: `superlative` ranks every Pokémon, and
        // copied rows would look each column up by a lower-cased name.
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments))
        var matches: [RankedMatch] = []
        while let row = try rows.next() {
            matches.append(RankedMatch(id: row[0], speciesID: row[1], isDefault: row[2],
                                       exactName: row[3], namePrefix: row[4], bm25: row[5]))
        }
        return matches
    }
}
