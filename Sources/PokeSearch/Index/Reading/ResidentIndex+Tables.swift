/// The resident index answers a search's look-ups from memory, as
/// `StoredIndexTables` answers them from the tables.
extension ResidentIndex: IndexTables {
    func postings(of term: String) throws -> TermPostings? {
        let range = terms.range(of: term)
        return range.isEmpty ? nil : postings[range.lowerBound]
    }

    func postings(withPrefix prefix: String, namesOnly: Bool) throws -> ArraySlice<TermPostings> {
        if namesOnly, prefix.count <= Self.shortPrefixLength {
            return shortNamePrefixes[prefix].map { [$0] } ?? []
        }
        // A slice of the resident lists: a copy would count three references a list.
        return namesOnly ? namePostings[nameTerms.range(withPrefix: prefix)] : postings[terms.range(withPrefix: prefix)]
    }

    func containsPostings(withPrefix prefix: String, namesOnly: Bool, where isMatch: (TermPostings) -> Bool) throws -> Bool {
        if namesOnly, prefix.count <= Self.shortPrefixLength {
            return shortNamePrefixes[prefix].map(isMatch) ?? false
        }
        let (keys, lists) = namesOnly ? (nameTerms, namePostings) : (terms, postings)
        return keys.range(withPrefix: prefix).contains { isMatch(lists[$0]) }
    }

    func isNameWord(_ term: String) throws -> Bool {
        !nameTerms.range(of: term).isEmpty
    }

    func pokemon(named folded: String) throws -> [Int] {
        names.pokemon(named: folded)
    }

    func pokemon(withNamesStarting prefix: String) throws -> [Int] {
        names.pokemon(withNamesStarting: prefix)
    }

    func names(startingWith prefix: String) throws -> [IndexedName] {
        names.entries(withNamesStarting: prefix)
    }

    func forEachName(startingWith prefix: String, _ body: (_ pokemonID: Int, _ languageID: Int, _ isWhole: Bool) -> Void) throws {
        names.forEachEntry(withNameStarting: prefix, body)
    }

    func hasName(startingWith prefix: String, where isMatch: (Int, Int) -> Bool) throws -> Bool {
        names.containsEntry(withNameStarting: prefix, where: isMatch)
    }

    func names(matching glob: String) throws -> [IndexedName] {
        names.entries(matching: GlobMatcher(glob: glob))
    }

    func forms(named folded: String, asPrefix: Bool) throws -> [FormMatch] {
        let range = asPrefix ? formNames.range(withPrefix: folded) : formNames.range(of: folded)
        return forms[range].map { ($0.formID, $0.pokemonID, $0.folded == folded) }
    }

    func lexiconEntries(for phrases: Set<String>, kinds: [LexiconKind]) throws -> [String: [LexiconEntry]] {
        var result: [String: [LexiconEntry]] = [:]
        for phrase in phrases {
            let entries = (lexicon[phrase] ?? []).filter { kinds.contains($0.kind) }
            if !entries.isEmpty { result[phrase] = entries }
        }
        return result
    }

    func learners(ofMoves moveIDs: [Int]) throws -> PokemonSet {
        union(moveIDs.compactMap { moveLearners[$0] })
    }

    func holders(ofItems itemIDs: [Int]) throws -> PokemonSet {
        union(itemIDs.compactMap { itemHolders[$0] })
    }

    func hiddenAbilityHolders(ofAbilities abilityIDs: [Int]) throws -> PokemonSet {
        union(abilityIDs.compactMap { hiddenAbilityHolders[$0] })
    }

    func heldItems(among itemIDs: [Int]) throws -> [Int] {
        itemIDs.filter { itemHolders[$0] != nil }
    }

    func generations(ofRegions regionIDs: [Int]) throws -> [Int] {
        regionIDs.compactMap { regionGenerations[$0] }
    }

    func generationRange() throws -> ClosedRange<Int>? {
        generationIDs
    }

    private func union(_ sets: [PokemonSet]) -> PokemonSet {
        var result = PokemonSet(capacity: documentCount)
        for set in sets { result.formUnion(set) }
        return result
    }
}
