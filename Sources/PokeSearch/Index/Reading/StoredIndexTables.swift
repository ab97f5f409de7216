import GRDB

/// The search index's tables read by key with SQL, inside a read of the
/// Pokédex: a one-off command reads only the rows its words name, a few
/// hundred µs of I/O at most (`ResidentIndex` is the same in memory).
/// Statements are cached per connection (`ReadStatement`).
struct StoredIndexTables: IndexTables {
    let db: Database
    let cards: CardTable

    /// The end of a key range: every key that starts with a prefix sorts
    /// below the prefix followed by the last code point.
    private static let rangeEnd = "\u{10FFFF}"

    /// The end of the range that holds one key alone: keys are folded
    /// names, which hold no control character, so none sorts between a key
    /// and the key followed by U+0001. An exact look-up is then a range like
    /// a prefix's, read by the same prepared statement.
    private static let exactEnd = "\u{1}"

    // MARK: - Full text (`search_term`)

    func postings(of term: String) throws -> TermPostings? {
        var found: TermPostings?
        try ReadStatement(db, sql: "SELECT postings FROM search_term WHERE term = ?").forEachRow(.text(term)) { row in
            found = try IndexReader.decoded(row.bytes(0))
        }
        return found
    }

    func postings(withPrefix prefix: String, namesOnly: Bool) throws -> ArraySlice<TermPostings> {
        let sql = namesOnly
            ? "SELECT name_postings FROM search_term WHERE term >= ? AND term < ? AND name_postings IS NOT NULL"
            : "SELECT postings FROM search_term WHERE term >= ? AND term < ?"
        return try ArraySlice(ReadStatement(db, sql: sql).rows(.text(prefix), .text(prefix + Self.rangeEnd)) {
            try IndexReader.decoded($0.bytes(0))
        })
    }

    func containsPostings(withPrefix prefix: String, namesOnly: Bool, where isMatch: (TermPostings) -> Bool) throws -> Bool {
        try postings(withPrefix: prefix, namesOnly: namesOnly).contains(where: isMatch)
    }

    func isNameWord(_ term: String) throws -> Bool {
        var found = false
        try ReadStatement(db, sql: "SELECT 1 FROM search_term WHERE term = ? AND name_postings IS NOT NULL").forEachRow(.text(term)) { _ in
            found = true
        }
        return found
    }

    // MARK: - Names (`search_name`, `search_form`)

    func pokemon(named folded: String) throws -> [Int] {
        try nameRange().rows(.text(folded), .text(folded + Self.exactEnd)) { $0.int(0) }
    }

    func pokemon(withNamesStarting prefix: String) throws -> [Int] {
        try nameRange().rows(.text(prefix), .text(prefix + Self.rangeEnd)) { $0.int(0) }
    }

    func names(startingWith prefix: String) throws -> [IndexedName] {
        try nameRange().rows(.text(prefix), .text(prefix + Self.rangeEnd)) { ($0.int(0), $0.int(1), $0.text(2)) }
    }

    func forEachName(startingWith prefix: String, _ body: (_ pokemonID: Int, _ languageID: Int, _ isWhole: Bool) -> Void) throws {
        let length = prefix.utf8.count
        try nameRange().forEachRow(.text(prefix), .text(prefix + Self.rangeEnd)) { row in
            // Every name in the range starts with the prefix: one as long is the prefix.
            body(row.int(0), row.int(1), row.utf8(2).count == length)
        }
    }

    func hasName(startingWith prefix: String, where isMatch: (Int, Int) -> Bool) throws -> Bool {
        try nameRange().contains(.text(prefix), .text(prefix + Self.rangeEnd)) { isMatch($0.int(0), $0.int(1)) }
    }

    /// The names in a key range, in key order. Every look-up of names by
    /// prefix or whole name shares this one statement: a one-off search
    /// prepares each statement it runs, and a prepare costs more than
    /// reading a hundred rows.
    private func nameRange() throws -> ReadStatement {
        try ReadStatement(db, sql: """
            SELECT pokemon_id, language_id, folded FROM search_name WHERE folded >= ? AND folded < ? ORDER BY folded, pokemon_id, language_id
            """)
    }

    func names(matching glob: String) throws -> [IndexedName] {
        try ReadStatement(db, sql: """
            SELECT pokemon_id, language_id, folded FROM search_name WHERE folded GLOB ? ORDER BY folded, pokemon_id, language_id
            """).rows(.text(glob)) { ($0.int(0), $0.int(1), $0.text(2)) }
    }

    func forms(named folded: String, asPrefix: Bool) throws -> [FormMatch] {
        // One statement for both, as for Pokémon names (`nameRange`).
        try ReadStatement(db, sql: "SELECT form_id, pokemon_id, folded = ? FROM search_form WHERE folded >= ? AND folded < ?")
            .rows(.text(folded), .text(folded), .text(folded + (asPrefix ? Self.rangeEnd : Self.exactEnd))) {
                ($0.int(0), $0.int(1), $0.int(2) != 0)
            }
    }

    // MARK: - Lexicon

    func lexiconEntries(for phrases: Set<String>, kinds: [LexiconKind]) throws -> [String: [LexiconEntry]] {
        var result: [String: [LexiconEntry]] = [:]
        let statement = try ReadStatement(db, sql: IndexReader.lexiconByPhrase)
        for phrase in phrases {
            try statement.forEachRow(.text(phrase)) { row in
                guard let kind = LexiconKind(rawValue: row.text(0)), kinds.contains(kind) else { return }
                result[phrase, default: []].append(LexiconEntry(kind: kind, id: row.int(1)))
            }
        }
        return result
    }

    // MARK: - Memberships

    func learners(ofMoves moveIDs: [Int]) throws -> PokemonSet {
        cards.documents(ofPokemon: try ids(sql: "SELECT pokemon_id FROM pokemon_move WHERE move_id IN (\(Self.list(moveIDs)))"))
    }

    func holders(ofItems itemIDs: [Int]) throws -> PokemonSet {
        cards.documents(ofPokemon: try ids(sql: "SELECT pokemon_id FROM pokemon_held_item WHERE item_id IN (\(Self.list(itemIDs)))"))
    }

    func hiddenAbilityHolders(ofAbilities abilityIDs: [Int]) throws -> PokemonSet {
        cards.documents(ofPokemon: try ids(sql: """
            SELECT pokemon_id FROM pokemon_ability WHERE is_hidden = 1 AND ability_id IN (\(Self.list(abilityIDs)))
            """))
    }

    func heldItems(among itemIDs: [Int]) throws -> [Int] {
        try ids(sql: "SELECT DISTINCT item_id FROM pokemon_held_item WHERE item_id IN (\(Self.list(itemIDs)))")
    }

    func generations(ofRegions regionIDs: [Int]) throws -> [Int] {
        try ids(sql: "SELECT generation_id FROM region WHERE id IN (\(Self.list(regionIDs))) AND generation_id IS NOT NULL")
    }

    func generationRange() throws -> ClosedRange<Int>? {
        try IndexReader.fetchGenerationRange(db)
    }

    /// The first column of every row of `sql`, an id.
    private func ids(sql: String) throws -> [Int] {
        try ReadStatement(db, sql: sql, cached: false).rows { $0.int(0) }
    }

    /// Ids come from the database as integers, so writing them inline is safe.
    private static func list(_ ids: [Int]) -> String {
        ids.map(String.init).joined(separator: ", ")
    }
}
