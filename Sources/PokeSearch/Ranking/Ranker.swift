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
              names: NameOrder? = nil, last: ((PokemonCard) -> Bool)? = nil, limit: Int? = nil) throws -> [RankedMatch] {
        let cards = reader.cards
        var exact = PokemonSet(capacity: cards.count), prefix = PokemonSet(capacity: cards.count)
        if let name = nameQuery {
            // A cosmetic form's name (`unown b`) counts as a name of its Pokémon.
            exact = reader.documents(try reader.pokemon(named: name) + reader.forms(named: name, asPrefix: false).map(\.pokemonID))
            prefix = reader.documents(try reader.pokemon(withNamesStarting: name)
                                      + reader.forms(named: name, asPrefix: true).map(\.pokemonID))
        } else if match.isNamePattern {
            // A wildcard names what it matches: ranked as name prefixes are.
            prefix = PokemonSet.all(capacity: cards.count)
        }
        let bm25 = match.textHits.isEmpty ? nil : BM25(hits: match.textHits, cards: cards)
        let documents = Array(match.documents)
        let matches = documents.map { document in
            let card = cards.cards[document]
            return RankedMatch(id: card.id, speciesID: card.speciesID, isDefault: card.isDefault,
                               exactName: exact.contains(document), namePrefix: prefix.contains(document),
                               bm25: bm25?.score(of: document) ?? 0)
        }
        let isLast = last.map { last in documents.map { last(cards.cards[$0]) } }
        let order: [Int]
        // Keys read once per Pokémon, not once per comparison.
        switch sort {
        case nil:
            order = Array(matches.indices).firstSorted(limit) { a, b in
                if let isLast, isLast[a] != isLast[b] { return !isLast[a] }
                return RelevanceOrder.precedes(matches[a], matches[b])
            }
        case .name?:
            let shown = documents.map { names?.displayNames[cards.cards[$0].id] }
            order = Array(matches.indices).firstSorted(limit) { a, b in
                if let isLast, isLast[a] != isLast[b] { return !isLast[a] }
                if let names, let left = shown[a], let right = shown[b] {
                    let order = names.collation.compare(left, right)
                    if order != .orderedSame { return (order == .orderedAscending) != descending }
                }
                let left = cards.slugs[documents[a]], right = cards.slugs[documents[b]]
                if left != right { return left.utf8.lexicographicallyPrecedes(right.utf8) != descending }
                return Self.tiePrecedes(matches[a], matches[b])
            }
        case let key?:
            let values = documents.map { cards.cards[$0].value(of: key) }
            order = Array(matches.indices).firstSorted(limit) { a, b in
                if let isLast, isLast[a] != isLast[b] { return !isLast[a] }
                if values[a] != values[b] {
                    // A missing value sorts first when ascending, as SQL sorts NULL.
                    guard let left = values[a] else { return !descending }
                    guard let right = values[b] else { return descending }
                    return (left < right) != descending
                }
                return Self.tiePrecedes(matches[a], matches[b])
            }
        }
        return order.map { matches[$0] }
    }

    /// Pokédex number, the default form first, then Pokémon id.
    static func tiePrecedes(_ a: RankedMatch, _ b: RankedMatch) -> Bool {
        if a.speciesID != b.speciesID { return a.speciesID < b.speciesID }
        if a.isDefault != b.isDefault { return a.isDefault }
        return a.id < b.id
    }
}
