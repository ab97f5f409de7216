import Foundation
import GRDB

/// The keyed tables of the search index held in memory (see
/// `SearchIndex.preload`): the same rows a search would read with SQL
/// (`StoredIndexTables`), sorted as SQLite keys them, so that both answer
/// the same (`ResidentIndex+Tables`).
final class ResidentIndex: Sendable {
    /// `search_term`: tokens in key order and their postings.
    let terms: SortedKeys
    let postings: [TermPostings]
    /// The tokens found in names, in key order, and their postings there.
    let nameTerms: SortedKeys
    let namePostings: [TermPostings]
    /// For every prefix of one or two characters of those tokens, the union
    /// of their postings in names: the first keystrokes of a name match
    /// hundreds of tokens, merged once here rather than on every search (as
    /// FTS5's `prefix` option keeps prefix indexes).
    let shortNamePrefixes: [String: TermPostings]

    /// The longest prefix `shortNamePrefixes` holds, in characters.
    static let shortPrefixLength = 2
    /// `search_name`: the Pokémon each folded name names.
    let names: NameTable
    /// `search_form`: (folded form name, form id, Pokémon id) in key order, and their names alone.
    let forms: [FormRow]
    let formNames: SortedKeys
    /// `lexicon`: every phrase and what it names.
    let lexicon: [String: [LexiconEntry]]
    /// Who learns each move, who holds each item in the wild (documents).
    let moveLearners: [Int: PokemonSet]
    let itemHolders: [Int: PokemonSet]
    /// Who has each ability as its hidden ability.
    let hiddenAbilityHolders: [Int: PokemonSet]
    /// The generation each region brought.
    let regionGenerations: [Int: Int]
    /// The generation ids the Pokédex holds.
    let generationIDs: ClosedRange<Int>?
    /// How many documents the card table holds: the capacity of the sets this index answers.
    let documentCount: Int

    struct FormRow: Sendable {
        var folded: String
        var formID: Int
        var pokemonID: Int
    }

    init(_ db: Database, cards: CardTable) throws {
        var terms: [String] = [], postings: [TermPostings] = []
        var nameTerms: [String] = [], namePostings: [TermPostings] = []
        try ReadStatement(db, sql: "SELECT term, postings, name_postings FROM search_term ORDER BY term").forEachRow { row in
            let term = row.text(0)
            terms.append(term)
            postings.append(try IndexReader.decoded(row.bytes(1)))
            if !row.isNull(2) {
                nameTerms.append(term)
                namePostings.append(try IndexReader.decoded(row.bytes(2)))
            }
        }
        self.terms = SortedKeys(terms)
        self.postings = postings
        self.nameTerms = SortedKeys(nameTerms)
        self.namePostings = namePostings
        shortNamePrefixes = Self.shortPrefixes(of: nameTerms, postings: namePostings)
        names = NameTable(rows: try Row.fetchAll(db, sql: """
            SELECT folded, pokemon_id, language_id FROM search_name ORDER BY folded, pokemon_id, language_id
            """).map { (folded: $0[0], pokemonID: $0[1], languageID: $0[2]) })
        forms = try Row.fetchAll(db, sql: "SELECT folded, form_id, pokemon_id FROM search_form ORDER BY folded, form_id")
            .map { FormRow(folded: $0[0], formID: $0[1], pokemonID: $0[2]) }
        formNames = SortedKeys(forms.map(\.folded))
        var lexicon: [String: [LexiconEntry]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT phrase, kind, ref_id FROM lexicon ORDER BY phrase, kind, ref_id") {
            guard let kind = LexiconKind(rawValue: row[1]) else { continue }
            lexicon[row[0], default: []].append(LexiconEntry(kind: kind, id: row[2]))
        }
        self.lexicon = lexicon
        moveLearners = try Self.members(db, sql: "SELECT move_id, pokemon_id FROM pokemon_move", cards: cards)
        itemHolders = try Self.members(db, sql: "SELECT DISTINCT item_id, pokemon_id FROM pokemon_held_item", cards: cards)
        hiddenAbilityHolders = try Self.members(db, sql: "SELECT ability_id, pokemon_id FROM pokemon_ability WHERE is_hidden = 1", cards: cards)
        regionGenerations = Dictionary(uniqueKeysWithValues: try Row.fetchAll(
            db, sql: "SELECT id, generation_id FROM region WHERE generation_id IS NOT NULL").map { ($0[0], $0[1]) })
        generationIDs = try IndexReader.fetchGenerationRange(db)
        documentCount = cards.count
    }

    private static func shortPrefixes(of terms: [String], postings: [TermPostings]) -> [String: TermPostings] {
        var unions: [String: TermPostings] = [:]
        for length in 1...shortPrefixLength {
            // Terms sharing a prefix are neighbours in key order.
            var start = 0
            while start < terms.count {
                let prefix = String(terms[start].prefix(length))
                guard prefix.count == length else {
                    start += 1  // a token shorter than the prefix: the next one may be long enough
                    continue
                }
                var end = start + 1
                while end < terms.count, terms[end].hasPrefix(prefix) { end += 1 }
                unions[prefix] = end - start == 1 ? postings[start] : TermPostings.union(postings[start..<end], in: .all)
                start = end
            }
        }
        return unions
    }

    private static func members(_ db: Database, sql: String, cards: CardTable) throws -> [Int: PokemonSet] {
        var sets: [Int: PokemonSet] = [:]
        let rows = try Row.fetchCursor(db, sql: sql)
        while let row = try rows.next() {
            guard let document = cards.document(ofPokemon: row[1]) else { continue }
            sets[row[0], default: PokemonSet(capacity: cards.count)].insert(document)
        }
        return sets
    }
}
