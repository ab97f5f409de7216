/// Orders what a plan matched: by relevance (`RelevanceOrder`, with the
/// exact-name and name-prefix signals and bm25) or by a sort key, always
/// in a total order, so that pages never repeat or skip a Pokémon.
struct Ranker {
    let reader: IndexReader

    /// How `.name` sorts: by the displayed name in the reader's language, in
    /// that language's order.
    struct NameOrder {
        var displayNames: [Int: String]
        var collation: LanguageCollation
    }

    /// The matches of `match`, best first. `nameQuery` is the free text whole
    /// names are compared with; Pokémon for which `last` holds come after
    /// all others. At most `limit` when one is given.
    func rank(_ match: PlanMatch, nameQuery: String?, sort: SortKey? = nil, descending: Bool = false,
              names: NameOrder? = nil, last: ((PokemonCard) -> Bool)? = nil, limit: Int? = nil,
              preference: NamePreference = NamePreference()) throws -> [RankedMatch] {
        let cards = reader.cards
        var exact = PokemonSet(capacity: cards.count), prefix = PokemonSet(capacity: cards.count)
        var primary = PokemonSet(capacity: cards.count)
        if let name = nameQuery {
            // A cosmetic form's name (`unown b`) counts as a name of its Pokémon.
            let forms = try reader.forms(named: name, asPrefix: true).map(\.pokemonID)
            let named = try reader.names(startingWith: name)
            exact = reader.documents(try reader.pokemon(named: name) + reader.forms(named: name, asPrefix: false).map(\.pokemonID))
            prefix = reader.documents(named.map(\.pokemonID) + forms)
            primary = reader.documents(named.filter { preference.languageIDs.contains($0.languageID) }.map(\.pokemonID))
        } else if match.isNamePattern {
            // A wildcard names what it matches: ranked as name prefixes are.
            prefix = PokemonSet.all(capacity: cards.count)
            for glob in preference.patterns {
                primary.formUnion(reader.documents(try reader.names(matching: glob)
                    .filter { preference.languageIDs.contains($0.languageID) }.map(\.pokemonID)))
            }
        }
        let bm25 = match.textHits.isEmpty ? nil : BM25(hits: match.textHits, cards: cards)
        let documents = Array(match.documents)
        // Signals no Pokémon has are not asked of each (a sort by a stat matches hundreds).
        let hasNames = !exact.isEmpty || !prefix.isEmpty || !primary.isEmpty
        func ranked(_ document: Int) -> RankedMatch {
            let card = cards.cards[document]
            return RankedMatch(document: document, id: card.id, speciesID: card.speciesID, isDefault: card.isDefault,
                               exactName: hasNames && exact.contains(document), namePrefix: hasNames && prefix.contains(document),
                               primaryName: hasNames && primary.contains(document),
                               preferred: match.preferred?.contains(document) ?? false, bm25: bm25?.score(of: document) ?? 0)
        }
        let isLast = last.map { last in documents.map { last(cards.cards[$0]) } }
        // Keys read once per Pokémon, not once per comparison. A sort by
        // name or by a value orders the cards themselves: only the page's
        // matches are made, not one for each of hundreds of Pokémon.
        switch sort {
        case nil where !hasNames && bm25 == nil && (match.preferred?.isEmpty ?? true):
            // No signal tells these apart (`kanto`, `weak to fire`): relevance is the Pokédex order.
            return Array(documents.indices).firstSorted(limit) { a, b in
                if let isLast, isLast[a] != isLast[b] { return !isLast[a] }
                let left = cards.cards[documents[a]], right = cards.cards[documents[b]]
                if preference.defaultFormsFirst, left.isDefault != right.isDefault { return left.isDefault }
                return Self.tiePrecedes(left, right)
            }.map { ranked(documents[$0]) }
        case nil:
            let matches = documents.map(ranked)
            return Array(matches.indices).firstSorted(limit) { a, b in
                if let isLast, isLast[a] != isLast[b] { return !isLast[a] }
                if preference.defaultFormsFirst, matches[a].isDefault != matches[b].isDefault,
                   matches[a].exactName == matches[b].exactName, matches[a].namePrefix == matches[b].namePrefix {
                    return matches[a].isDefault
                }
                return RelevanceOrder.precedes(matches[a], matches[b])
            }.map { matches[$0] }
        case .name?:
            let shown = documents.map { names?.displayNames[cards.cards[$0].id] }
            return Array(documents.indices).firstSorted(limit) { a, b in
                if let isLast, isLast[a] != isLast[b] { return !isLast[a] }
                if let names, let left = shown[a], let right = shown[b] {
                    let order = names.collation.compare(left, right)
                    if order != .orderedSame { return (order == .orderedAscending) != descending }
                }
                if !cards.slugs.same(documents[a], documents[b]) {
                    return cards.slugs.precedes(documents[a], documents[b]) != descending
                }
                return Self.tiePrecedes(cards.cards[documents[a]], cards.cards[documents[b]])
            }.map { ranked(documents[$0]) }
        case let key?:
            let values = documents.map { cards.cards[$0].value(of: key) }
            return Array(documents.indices).firstSorted(limit) { a, b in
                if let isLast, isLast[a] != isLast[b] { return !isLast[a] }
                if values[a] != values[b] {
                    // A missing value sorts first when ascending, as SQL sorts NULL.
                    guard let left = values[a] else { return !descending }
                    guard let right = values[b] else { return descending }
                    return (left < right) != descending
                }
                return Self.tiePrecedes(cards.cards[documents[a]], cards.cards[documents[b]])
            }.map { ranked(documents[$0]) }
        }
    }

    /// What ranks some name matches above others.
    struct NamePreference {
        /// Languages whose names rank first among name prefix and wildcard
        /// matches: the slug's (0), English and the reader's.
        var languageIDs: Set<Int> = [0, Languages.english]
        /// The GLOB patterns of the query's wildcards.
        var patterns: [String] = []
        /// Default forms before alternate forms among equals (`mouse pokemon`:
        /// every Mouse Pokémon before Pikachu's costumes).
        var defaultFormsFirst = false
    }

    /// Pokédex number, the default form first, then Pokémon id.
    static func tiePrecedes(_ a: PokemonCard, _ b: PokemonCard) -> Bool {
        if a.speciesID != b.speciesID { return a.speciesID < b.speciesID }
        if a.isDefault != b.isDefault { return a.isDefault }
        return a.id < b.id
    }
}
