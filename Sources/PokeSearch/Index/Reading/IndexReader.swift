import Foundation
import GRDB

/// The search index's lookups for one search, inside a read of the
/// Pokédex, through one seam (`IndexTables`): from memory when the index
/// is resident (`ResidentIndex`), else from the tables, by key
/// (`StoredIndexTables`). Both answer the same (a test runs the judged
/// queries both ways). What both share is here: this search's memos, sets
/// of documents, and the parts kept by the engine (`SearchIndex`). A class:
/// the resolver, each of its readers and the ranker hold it, and as a struct
/// of references and an existential every hand-over copied it (a twentieth
/// of a search that reads many words).
final class IndexReader {
    let db: Database
    let cards: CardTable
    /// The keyed tables, in memory or read with SQL.
    let tables: any IndexTables
    /// Whether `tables` is the resident index (ranking sorts differently for a one-off search).
    let isResident: Bool
    /// Where parts read on demand are kept. No default value: one given
    /// here was made (a dozen memos and locks) and dropped on every search.
    let source: SearchIndex
    /// What this search's lookups found, for lookups asked twice (a wildcard is matched, then ranked).
    let memo = ReaderMemo()

    /// What one search's costly lookups found.
    final class ReaderMemo {
        var globEntries: [String: [IndexedName]] = [:]
        /// Pokémon by whole name: the resolver's readers ask several times
        /// of a word, and a name like `pikachu` has 120 rows.
        var pokemonNamed: [String: [Int]] = [:]
    }

    /// A reader of `resident` when the index was preloaded, else of the tables of `db`.
    init(db: Database, cards: CardTable, resident: ResidentIndex?, source: SearchIndex = SearchIndex()) {
        self.db = db
        self.cards = cards
        self.tables = resident ?? StoredIndexTables(db: db, cards: cards)
        self.isResident = resident != nil
        self.source = source
    }

    // MARK: - Full text (`search_term`)

    /// Where `term` occurs; nil when nowhere.
    func postings(of term: String) throws -> TermPostings? {
        try tables.postings(of: term)
    }

    /// Where each token that starts with `prefix` occurs; in the name
    /// columns only when `namesOnly` (the word being typed, as a name prefix).
    func postings(withPrefix prefix: String, namesOnly: Bool) throws -> ArraySlice<TermPostings> {
        try tables.postings(withPrefix: prefix, namesOnly: namesOnly)
    }

    /// Whether some token that starts with `prefix` (in the name columns
    /// only, when `namesOnly`) has postings `isMatch` accepts, stopping at
    /// the first: whether a word being typed finds anything, without
    /// merging every expansion.
    func containsPostings(withPrefix prefix: String, namesOnly: Bool, where isMatch: (TermPostings) -> Bool) throws -> Bool {
        try tables.containsPostings(withPrefix: prefix, namesOnly: namesOnly, where: isMatch)
    }

    /// Whether `term` is a word of some Pokémon's name, in any language.
    func isNameWord(_ term: String) throws -> Bool {
        try tables.isNameWord(term)
    }

    static func decoded(_ blob: UnsafeRawBufferPointer) throws -> TermPostings {
        guard let postings = TermPostings(decoding: blob) else { throw DatabaseError.damagedIndex("search_term") }
        return postings
    }

    // MARK: - Names (`search_name`, `search_form`)

    /// The Pokémon with a name (any language) that folds to `folded`.
    func pokemon(named folded: String) throws -> [Int] {
        if let known = memo.pokemonNamed[folded] { return known }
        let found = try tables.pokemon(named: folded)
        memo.pokemonNamed[folded] = found
        return found
    }

    /// Whether `folded` is a whole name (any language) of a Pokémon or of a cosmetic form (`arceus fire`).
    func isName(_ folded: String) throws -> Bool {
        try !pokemon(named: folded).isEmpty || !forms(named: folded, asPrefix: false).isEmpty
    }

    /// The Pokémon with a name that starts with `prefix`.
    func pokemon(withNamesStarting prefix: String) throws -> [Int] {
        try tables.pokemon(withNamesStarting: prefix)
    }

    /// The names that start with `prefix`, with the Pokémon they name and their language (0 for the slug).
    func names(startingWith prefix: String) throws -> [IndexedName] {
        try tables.names(startingWith: prefix)
    }

    /// Calls `body` with the Pokémon and language (0 for the slug) of each
    /// name that starts with `prefix`, and whether the name is `prefix`
    /// itself: what ranking asks of names, without a string for each.
    func forEachName(startingWith prefix: String, _ body: (_ pokemonID: Int, _ languageID: Int, _ isWhole: Bool) -> Void) throws {
        try tables.forEachName(startingWith: prefix, body)
    }

    /// The names matching a GLOB pattern (see `WildcardPattern`), with the
    /// Pokémon they name and their language: once per search (a pattern
    /// without a literal prefix, `*saur`, tries every name).
    func names(matching glob: String) throws -> [IndexedName] {
        if let known = memo.globEntries[glob] { return known }
        let entries = try tables.names(matching: glob)
        memo.globEntries[glob] = entries
        return entries
    }

    /// Whether some name starts with `prefix`.
    func hasName(startingWith prefix: String) throws -> Bool {
        try tables.hasName(startingWith: prefix) { _, _ in true }
    }

    /// Whether some name that starts with `prefix` names a Pokémon in a
    /// language `isMatch` accepts (Pokémon id, language id), stopping at the first.
    func hasName(startingWith prefix: String, where isMatch: (Int, Int) -> Bool) throws -> Bool {
        try tables.hasName(startingWith: prefix, where: isMatch)
    }

    /// The Pokémon with a name matching a GLOB pattern (see `WildcardPattern`).
    func pokemon(withNamesMatching glob: String) throws -> [Int] {
        try names(matching: glob).map(\.pokemonID)
    }

    /// Cosmetic forms whose name is `folded` (or starts with it): (form id, Pokémon id, exact).
    func forms(named folded: String, asPrefix: Bool) throws -> [FormMatch] {
        try tables.forms(named: folded, asPrefix: asPrefix)
    }

    /// The Pokémon a version group brought (`legends-arceus`: Wyrdeer, the
    /// Hisuian forms): those whose learnsets begin there, with their species' other forms.
    func pokemon(introducedIn versionGroup: String) throws -> [Int] {
        try source.pokemon(introducedIn: versionGroup, in: db)
    }

    /// The distinct words of Pokémon names, as typo tolerance compares them.
    func nameTokens() throws -> NameTokens {
        try source.nameTokens(in: db)
    }

    /// Pokémon names of several words, as abbreviations read them.
    func pokemonNameAbbreviations() throws -> PokemonNameAbbreviations {
        try source.nameAbbreviations(in: db)
    }

    // MARK: - Lexicon

    /// What each of `phrases` names among `kinds`.
    func lexiconEntries(for phrases: Set<String>, kinds: [LexiconKind]) throws -> [String: [LexiconEntry]] {
        guard !phrases.isEmpty else { return [:] }
        return try tables.lexiconEntries(for: phrases, kinds: kinds)
    }

    /// What one phrase names, of every kind: a seek of the lexicon's key per
    /// phrase, the kinds kept by the caller. `IN` lists of phrases and kinds
    /// would be prepared again for each count of them and build a temporary
    /// index of their values on every run. Shared with `EntityResolver`, so
    /// that a one-off command prepares it once.
    static let lexiconByPhrase = "SELECT kind, ref_id FROM lexicon WHERE phrase = ? ORDER BY kind, ref_id"

    // MARK: - Memberships

    /// The Pokémon that learn one of `moveIDs`.
    func learners(ofMoves moveIDs: [Int]) throws -> PokemonSet {
        try tables.learners(ofMoves: moveIDs)
    }

    /// The Pokémon that hold one of `itemIDs` in the wild.
    func holders(ofItems itemIDs: [Int]) throws -> PokemonSet {
        try tables.holders(ofItems: itemIDs)
    }

    /// The Pokémon that have one of `abilityIDs` as their hidden ability.
    func hiddenAbilityHolders(ofAbilities abilityIDs: [Int]) throws -> PokemonSet {
        try tables.hiddenAbilityHolders(ofAbilities: abilityIDs)
    }

    /// Those of `itemIDs` some Pokémon holds in the wild.
    func heldItems(among itemIDs: [Int]) throws -> [Int] {
        try tables.heldItems(among: itemIDs)
    }

    /// The generations `regionIDs` brought.
    func generations(ofRegions regionIDs: [Int]) throws -> [Int] {
        try tables.generations(ofRegions: regionIDs)
    }

    /// The generation ids the Pokédex holds (1 … its latest).
    func generationRange() throws -> ClosedRange<Int>? {
        try tables.generationRange()
    }

    static func fetchGenerationRange(_ db: Database) throws -> ClosedRange<Int>? {
        try ReadStatement(db, sql: "SELECT min(id), max(id) FROM generation").rows { row -> ClosedRange<Int>? in
            guard !row.isNull(0), !row.isNull(1), row.int(0) <= row.int(1) else { return nil }
            return row.int(0)...row.int(1)
        }.first ?? nil
    }

    /// The documents holding any of `ids` of `kind`, for the kinds cards hold; nil for the others.
    func members(of kind: LexiconKind, ids: [Int]) -> PokemonSet? {
        guard let sets = source.memberships(of: kind, in: cards) else { return nil }
        var result = PokemonSet(capacity: cards.count)
        for id in ids { if let set = sets[id] { result.formUnion(set) } }
        return result
    }

    /// The documents of the Pokémon `ids`.
    func documents(_ ids: [Int]) -> PokemonSet {
        cards.documents(ofPokemon: ids)
    }
}
