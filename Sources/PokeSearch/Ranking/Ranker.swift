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
        // Nothing to rank (a query with a typo, before it is corrected): no name signals are read.
        guard !match.documents.isEmpty else { return [] }
        let cards = reader.cards
        // Constants from here: `ranked` is passed as a closure, and variables
        // it captured were checked for exclusive access on every read.
        let (exact, prefix, primary) = try nameSignals(of: match, nameQuery: nameQuery, preference: preference)
        let bm25 = match.textHits.isEmpty ? nil : BM25(hits: match.textHits, cards: cards)
        // Signals no Pokémon has are not asked of each (a sort by a stat matches hundreds).
        let hasNames = !exact.isEmpty || !prefix.isEmpty || !primary.isEmpty
        func ranked(_ document: Int) -> RankedMatch {
            let card = cards.cards[document]
            return RankedMatch(document: document, id: card.id, speciesID: card.speciesID, isDefault: card.isDefault,
                               exactName: hasNames && exact.contains(document), namePrefix: hasNames && prefix.contains(document),
                               primaryName: hasNames && primary.contains(document),
                               preferred: match.preferred?.contains(document) ?? false, bm25: bm25?.score(of: document) ?? 0)
        }
        // Keys read once per Pokémon, not once per comparison. A sort by
        // name orders the cards themselves; a sort by a value, or by none,
        // walks a kept order of every card: only the page's matches are
        // made, not one for each of hundreds of Pokémon.
        switch sort {
        case nil where !hasNames && bm25 == nil && (match.preferred?.isEmpty ?? true):
            // No signal tells these apart (`kanto`, `weak to fire`): relevance is the Pokédex order.
            return first(limit, of: match.documents, in: CardOrder(key: nil), last: last,
                         defaultFormsFirst: preference.defaultFormsFirst).map(ranked)
        case let key? where key != .name:
            return first(limit, of: match.documents, in: CardOrder(key: key, descending: descending), last: last,
                         defaultFormsFirst: false).map(ranked)
        case nil:
            let documents = Array(match.documents)
            let isLast = last.map { last in documents.map { last(cards.cards[$0]) } }
            let matches = documents.map(ranked)
            return Array(matches.indices).firstSorted(limit) { a, b in
                if let isLast, isLast[a] != isLast[b] { return !isLast[a] }
                if preference.defaultFormsFirst, matches[a].isDefault != matches[b].isDefault,
                   matches[a].exactName == matches[b].exactName, matches[a].namePrefix == matches[b].namePrefix {
                    return matches[a].isDefault
                }
                return RelevanceOrder.precedes(matches[a], matches[b])
            }.map { matches[$0] }
        default:
            let documents = Array(match.documents)
            let isLast = last.map { last in documents.map { last(cards.cards[$0]) } }
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
        }
    }

    /// The matches whose name is the query (`exact`), starts with it or
    /// matches its wildcard (`prefix`), the latter in a preferred language (`primary`).
    private func nameSignals(of match: PlanMatch, nameQuery: String?,
                             preference: NamePreference) throws -> (exact: PokemonSet, prefix: PokemonSet, primary: PokemonSet) {
        let cards = reader.cards
        var exact = PokemonSet(capacity: cards.count), prefix = PokemonSet(capacity: cards.count)
        var primary = PokemonSet(capacity: cards.count)
        if let name = nameQuery {
            try reader.forEachName(startingWith: name) { pokemonID, languageID, isWhole in
                guard let document = cards.document(ofPokemon: pokemonID) else { return }
                prefix.insert(document)
                if isWhole { exact.insert(document) }
                if preference.languageIDs.contains(languageID) { primary.insert(document) }
            }
            // A cosmetic form's name (`unown b`) counts as a name of its Pokémon.
            for form in try reader.forms(named: name, asPrefix: true) {
                guard let document = cards.document(ofPokemon: form.pokemonID) else { continue }
                prefix.insert(document)
                if form.isExact { exact.insert(document) }
            }
        } else if match.isNamePattern {
            // A wildcard names what it matches: ranked as name prefixes are.
            prefix = PokemonSet.all(capacity: cards.count)
            for glob in preference.patterns {
                primary.formUnion(reader.documents(try reader.names(matching: glob)
                    .filter { preference.languageIDs.contains($0.languageID) }.map(\.pokemonID)))
            }
        }
        return (exact, prefix, primary)
    }

    /// The first `limit` documents of `match` in `order`: those `last` holds
    /// for after the others and, with `defaultFormsFirst`, alternate forms
    /// after default ones within each: a walk of the kept order that stops
    /// once the page is full, or for a few matches, a sort of them.
    private func first(_ limit: Int?, of match: PokemonSet, in order: CardOrder, last: ((PokemonCard) -> Bool)?,
                       defaultFormsFirst: Bool) -> [Int] {
        let cards = reader.cards
        let limit = limit ?? .max
        // (not last, default), (not last, alternate), (last, default), (last, alternate).
        func group(of card: PokemonCard) -> Int {
            (last?(card) == true ? 2 : 0) + (defaultFormsFirst && !card.isDefault ? 1 : 0)
        }
        // A few matches (`#25`) are sorted themselves rather than found in a
        // walk of every card; so are a one-off search's (no resident index),
        // which would sort every card to make the order once.
        if !reader.isResident || match.count <= Self.fewMatches {
            return match.map { document in (group: group(of: cards.cards[document]), key: Self.orderKey(of: document, in: cards, order)) }
                .sorted { ($0.group, $0.key) < ($1.group, $1.key) }.prefix(limit).map(\.key.index)
        }
        var groups: [[Int]] = [[], [], [], []]
        for document in reader.source.documents(inOrder: order.id, make: { Self.documents(of: cards, in: order) }) {
            let document = Int(document)
            guard match.contains(document) else { continue }
            let group = group(of: cards.cards[document])
            if groups[group].count < limit { groups[group].append(document) }
            if groups[0].count >= limit { break }
        }
        return Array(groups.joined().prefix(limit))
    }

    /// Every document of `cards` in `order`: by value (a missing one first
    /// when ascending, as SQL sorts NULL), then by `tiePrecedes`.
    private static func documents(of cards: CardTable, in order: CardOrder) -> [Int32] {
        cards.cards.indices.map { orderKey(of: $0, in: cards, order) }.sorted().map { Int32($0.index) }
    }

    /// Up to how many matches are sorted rather than walked for.
    private static let fewMatches = 64

    /// Where `document` stands in `order`.
    private static func orderKey(of document: Int, in cards: CardTable, _ order: CardOrder) -> OrderKey {
        let card = cards.cards[document]
        let value = order.key.flatMap { card.value(of: $0) }
        return OrderKey(value: order.key == nil ? 0 : order.descending ? value.map { -$0 } ?? .max : value ?? .min,
                        tie: tieKey(card), index: document)
    }

    /// A card's place in a `CardOrder`: by value, then by `tieKey`.
    private struct OrderKey: Comparable {
        var value: Int
        var tie: Int
        /// The card's document (not compared: `tie` is unique).
        var index: Int

        static func < (a: OrderKey, b: OrderKey) -> Bool {
            (a.value, a.tie) < (b.value, b.tie)
        }
    }

    /// What ranks some name matches above others.
    struct NamePreference {
        /// Languages whose names rank first among name prefix and wildcard
        /// matches: the slug's (0), English and the reader's. A list, as
        /// it is asked of every name a prefix matches and holds three.
        var languageIDs: [Int] = [0, Languages.english]
        /// The GLOB patterns of the query's wildcards.
        var patterns: [String] = []
        /// Default forms before alternate forms among equals (`mouse pokemon`:
        /// every Mouse Pokémon before Pikachu's costumes).
        var defaultFormsFirst = false
    }

    /// `tiePrecedes` as one integer: the species, then 0 for a default form, then the Pokémon id.
    private static func tieKey(_ card: PokemonCard) -> Int {
        card.speciesID << 33 | (card.isDefault ? 0 : 1 << 32) | card.id
    }

    /// Pokédex number, the default form first, then Pokémon id.
    static func tiePrecedes(_ a: PokemonCard, _ b: PokemonCard) -> Bool {
        if a.speciesID != b.speciesID { return a.speciesID < b.speciesID }
        if a.isDefault != b.isDefault { return a.isDefault }
        return a.id < b.id
    }
}
