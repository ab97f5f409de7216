/// The keyed tables of the search index, as one search reads them: full
/// text (`search_term`), names (`search_name`, `search_form`), the lexicon
/// and who learns, holds or has what. Two forms answer alike (a test runs
/// the judged queries through both): `StoredIndexTables` reads the rows a
/// query names with SQL, for a one-off command; `ResidentIndex` holds every
/// row in memory, for a process that searches many times. `IndexReader`
/// asks through this one seam and adds what both share (memos, documents).
protocol IndexTables {
    /// Where `term` occurs; nil when nowhere.
    func postings(of term: String) throws -> TermPostings?
    /// Where each token that starts with `prefix` occurs; in the name columns only when `namesOnly`.
    func postings(withPrefix prefix: String, namesOnly: Bool) throws -> ArraySlice<TermPostings>
    /// Whether some token that starts with `prefix` has postings `isMatch`
    /// accepts, stopping at the first, without merging every expansion.
    func containsPostings(withPrefix prefix: String, namesOnly: Bool, where isMatch: (TermPostings) -> Bool) throws -> Bool
    /// Whether `term` is a token of the name columns: a word of some Pokémon's name.
    func isNameWord(_ term: String) throws -> Bool

    /// The Pokémon with a name (any language) that folds to `folded`.
    func pokemon(named folded: String) throws -> [Int]
    /// The Pokémon with a name that starts with `prefix`.
    func pokemon(withNamesStarting prefix: String) throws -> [Int]
    /// The names that start with `prefix`, with their Pokémon and language (0 for the slug).
    func names(startingWith prefix: String) throws -> [IndexedName]
    /// Calls `body` with the Pokémon and language of each name that starts
    /// with `prefix`, and whether the name is `prefix` itself.
    func forEachName(startingWith prefix: String, _ body: (_ pokemonID: Int, _ languageID: Int, _ isWhole: Bool) -> Void) throws
    /// Whether some name that starts with `prefix` names a Pokémon in a
    /// language `isMatch` accepts (Pokémon id, language id), stopping at the first.
    func hasName(startingWith prefix: String, where isMatch: (Int, Int) -> Bool) throws -> Bool
    /// The names matching a GLOB pattern (see `WildcardPattern`), with their Pokémon and language.
    func names(matching glob: String) throws -> [IndexedName]
    /// Cosmetic forms whose name is `folded` (or starts with it).
    func forms(named folded: String, asPrefix: Bool) throws -> [FormMatch]

    /// What each of `phrases` names among `kinds`.
    func lexiconEntries(for phrases: Set<String>, kinds: [LexiconKind]) throws -> [String: [LexiconEntry]]

    /// The documents of the Pokémon that learn one of `moveIDs`.
    func learners(ofMoves moveIDs: [Int]) throws -> PokemonSet
    /// The documents of the Pokémon that hold one of `itemIDs` in the wild.
    func holders(ofItems itemIDs: [Int]) throws -> PokemonSet
    /// The documents of the Pokémon that have one of `abilityIDs` as their hidden ability.
    func hiddenAbilityHolders(ofAbilities abilityIDs: [Int]) throws -> PokemonSet
    /// Those of `itemIDs` some Pokémon holds in the wild.
    func heldItems(among itemIDs: [Int]) throws -> [Int]
    /// The generations `regionIDs` brought.
    func generations(ofRegions regionIDs: [Int]) throws -> [Int]
    /// The generation ids the Pokédex holds (1 … its latest).
    func generationRange() throws -> ClosedRange<Int>?
}

/// A name of a Pokémon as the index holds it: folded, with the Pokémon it
/// names and its language (0 for the slug).
typealias IndexedName = (pokemonID: Int, languageID: Int, name: String)

/// A cosmetic form a name look-up found, and whether its name is the one looked up.
typealias FormMatch = (formID: Int, pokemonID: Int, isExact: Bool)
