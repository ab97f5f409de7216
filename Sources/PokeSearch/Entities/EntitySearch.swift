import GRDB

/// Searches moves, items and abilities as `SearchEngine` searches Pokémon:
/// names in every language, folded, the last word as a prefix, typos
/// corrected when nothing matches as typed, fields per kind, and relevance
/// order exact name > name prefix > words of names > effect text.
public final class EntitySearch: Sendable {
    /// The Pokédex searched.
    public let pokedex: Pokedex
    /// Each kind's folded names, read on first use and kept for the engine's
    /// life (effect words are read from the index a word at a time, `EffectText`).
    private let names = Memo<EntityKind, EntityNames>()
    private let values = EntityValueCache()
    /// Each kind's fields, which queries filter on, and the summaries pages
    /// show, read once and kept.
    private let fields = Memo<EntityKind, EntityFieldTable>()
    private let summaryMemo = BatchMemo<SummaryKey, EntitySummary>()

    private struct SummaryKey: Hashable, Sendable {
        var kind: EntityKind
        var id: Int
        var languageID: Int
    }

    /// Searches of the moves, items and abilities of `pokedex`.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// Reads every kind's names and fields into memory at once, for a
    /// process that searches many times (the server, `bench`): otherwise a
    /// kind's are read by its first search.
    public func preload() throws {
        try pokedex.read { db in
            for kind in EntityKind.allCases where kind != .type {
                _ = try index(of: kind, in: db)
                _ = try fieldTable(of: kind, in: db)
            }
        }
    }

    /// One ranked page of `request.kind` matching `request.query` (all of them, for an empty query).
    public func search(_ request: EntityRequest) throws -> EntityResults {
        guard request.kind != .type else { throw EntityError.notSearchable(.type) }
        if let key = request.sort, !EntitySortKey.keys(for: request.kind).contains(key) {
            throw EntityError.sortNotApplicable(key, kind: request.kind)
        }
        return try pokedex.read { db in try search(request, in: db) }
    }

    /// The same, inside a read the caller already holds.
    package func search(_ request: EntityRequest, in db: Database) throws -> EntityResults {
        let languageID = try pokedex.languages.id(for: request.language, in: db)
        let query = try EntityQuery(request.query, kind: request.kind, db: db, values: values, names: { try names(of: request.kind, in: db) })
        var candidates = try fieldTable(of: request.kind, in: db).ids(where: query.filter)
        if !query.patterns.isEmpty {
            let names = try names(of: request.kind, in: db)
            let matchers = query.patterns.map { GlobMatcher(glob: $0.glob) }
            candidates = candidates.filter { id in
                let held = names.names(of: id)
                return matchers.allSatisfy { matcher in held.contains(where: matcher.matches) }
            }
        }
        var words = query.words.map(TextFolder.fold).filter { !$0.isEmpty }
        var ranked: [Ranked]
        var corrections: [String] = [], ignoredWords: [String] = []
        if words.isEmpty && query.excludedWords.isEmpty && !query.patterns.isEmpty {
            // Wildcards alone rank the shortest name they match first (`thunder*`: Thunder, then Thunderbolt).
            let names = try names(of: request.kind, in: db)
            let matchers = query.patterns.map { GlobMatcher(glob: $0.glob) }
            ranked = candidates.map { id in
                let name = names.names(of: id).filter { name in matchers.contains { $0.matches(name) } }.min { $0.count < $1.count }
                return Ranked(id: id, match: .namePrefix, name: name, nameLength: name?.count ?? .max)
            }.sorted { ($0.nameLength, $0.id) < ($1.nameLength, $1.id) }
        } else if words.isEmpty && query.excludedWords.isEmpty {
            // A plain listing needs no names: they are folded only for searches.
            ranked = candidates.map { Ranked(id: $0, match: .filter, name: nil, nameLength: 0) }
        } else {
            let index = try self.index(of: request.kind, in: db)
            ranked = try rank(candidates, words: words, excluded: query.excludedWords, index: index, db: db)
            let typed = words.flatMap { $0.split(separator: " ").map(String.init) }
            // Found only inside other languages' names (`surff`
            // in Italian's Elettrosurffolgorante): a typo of a name is likelier, when one is near.
            let onlyForeign = !ranked.isEmpty && ranked.allSatisfy { $0.foreign && $0.match == .nameInfix }
            if ranked.isEmpty || onlyForeign, !typed.isEmpty {
                let found = ranked
                var corrected = typed.map { index.names.isNameWord($0) ? $0 : (index.names.correction(for: $0) ?? $0) }
                // Words of names in the wrong form (`sword dance`): the whole name nearest to them.
                if corrected == typed, let name = index.names.closestName(to: typed.joined(separator: " ")) {
                    corrected = name.split(separator: " ").map(String.init)
                }
                if corrected != typed {
                    ranked = try rank(candidates, words: corrected, excluded: query.excludedWords, index: index, db: db)
                    if ranked.isEmpty && !found.isEmpty {
                        ranked = found
                    } else {
                        corrections = [typed.joined(separator: " ") + " → " + corrected.joined(separator: " ")]
                        words = corrected
                    }
                }
            }
            // Words no entity of the kind matches (`sets` in `abilities sets rain`): left out, and said so.
            if ranked.isEmpty, words.count > 1 {
                let kept = try words.filter { try matchesAnything($0, index: index, db: db) }
                if !kept.isEmpty, kept.count < words.count {
                    let trimmed = try rank(candidates, words: kept, excluded: query.excludedWords, index: index, db: db)
                    if !trimmed.isEmpty {
                        ignoredWords = words.filter { !kept.contains($0) }
                        ranked = trimmed
                    }
                }
            }
        }
        let total = ranked.count
        let hits: [EntityHit]
        // The request's own sort wins over the query's words.
        let sort = request.sort.map { EntitySuperlative(key: $0, descending: request.descending) } ?? query.superlative
        if let key = sort?.key {
            // Sorting needs every match's values; a relevance page needs only its own.
            let summaries = try summaries(ranked.map(\.id), kind: request.kind, languageID: languageID, db: db)
            hits = sorted(zip(ranked, summaries).compactMap { $0.hit($1) }, by: key, descending: sort?.descending ?? false,
                          collation: LanguageCollation.named(request.language))
                .dropFirst(max(0, request.offset)).prefix(max(0, request.limit)).map { $0 }
        } else {
            let page = ranked.dropFirst(max(0, request.offset)).prefix(max(0, request.limit))
            let summaries = try summaries(page.map(\.id), kind: request.kind, languageID: languageID, db: db)
            hits = zip(page, summaries).compactMap { $0.hit($1) }
        }
        var results = EntityResults(hits: hits, totalMatches: total, corrections: corrections, ignoredWords: ignoredWords)
        if request.sort == nil, let words = query.superlative {
            (results.sortFromWords, results.descendingFromWords) = (words.key, words.descending)
        }
        return results
    }

    func index(of kind: EntityKind, in db: Database) throws -> KindIndex {
        KindIndex(names: try names(of: kind, in: db), effects: EffectText(kind: kind))
    }

    /// Names alone, for lookups by exact name (`show`), which need no effect words.
    func names(of kind: EntityKind, in db: Database) throws -> EntityNames {
        try names.value(for: kind) { try EntityNames.stored(kind, in: db) }
    }

    private func fieldTable(of kind: EntityKind, in db: Database) throws -> EntityFieldTable {
        try fields.value(for: kind) { try EntityFieldTable(kind: kind, db: db) }
    }

    /// The summaries of `ids`, in their order (nil for an id without one).
    private func summaries(_ ids: [Int], kind: EntityKind, languageID: Int, db: Database) throws -> [EntitySummary?] {
        guard !ids.isEmpty else { return [] }
        return try summaryMemo.values(for: ids.map { SummaryKey(kind: kind, id: $0, languageID: languageID) }) { missing in
            Dictionary(uniqueKeysWithValues: try EntitySummary.fetch(kind, ids: missing.map(\.id), languageID: languageID, in: db)
                .map { (SummaryKey(kind: kind, id: $0.id, languageID: languageID), $0) })
        }
    }

    private func rank(_ candidates: [Int], words: [String], excluded: [String], index: KindIndex, db: Database) throws -> [Ranked] {
        let text = words.joined(separator: " ")
        let tokens = text.split(separator: " ").map(String.init)
        let excludedTokens = excluded.flatMap { TextFolder.fold($0).split(separator: " ").map(String.init) }
        func isExcluded(_ id: Int) -> Bool {
            excludedTokens.contains { index.names.hasWord($0, id: id) }
        }
        guard !tokens.isEmpty else {
            return candidates.filter { !isExcluded($0) }.map { Ranked(id: $0, match: .filter, name: nil, nameLength: 0) }
        }
        // What matches the words, kept when the fields allow it (candidates
        // are in id order): a pass over the few matches, not over every id.
        let matches = index.names.matches(text: text, tokens: tokens, inEffects: try index.effects.ids(containing: tokens, in: db))
        // Among effect matches, those whose texts say the words best come first
        // (`abilities terrain`: the Surges, whose summary is about terrain, before
        // Shadow Tag, whose long text mentions it); then by id. Only where no name
        // matches: after a name (`thunderbolt`, `fatal-foudre`) the effect tail is
        // seldom read, and reading its texts would cost the search several times over.
        func kept(_ id: Int) -> Bool { candidates.sortedIndex(of: id) != nil && !isExcluded(id) }
        // Only the texts of matches the fields keep are read, and only where no name the
        // fields keep matches: `cure status` is Heal Bell's "Cures…" first, Salt Cure being physical.
        let keptMatches = matches.filter { kept($0.key) }
        let relevance = keptMatches.contains { $0.value.match != .effectText } ? [:]
            : try EffectRelevance.of(keptMatches.map(\.key).sorted(), kind: index.effects.kind, tokens: tokens, in: db)
        return keptMatches.map { id, found -> Ranked in
            // Within a tier of names, shorter names first (`thunder` before `thunder punch`); effect matches by id.
            let nameLength = found.match < .effectText ? found.name.map(\.count) ?? index.names.shortestNameLength(of: id) : 0
            // An abbreviation or a word inside a name: the slug's first (`qd` is Quiver Dance before another language's initials).
            let foreign = (found.match == .abbreviation || found.match == .nameInfix) && index.names.isForeign(found.name, of: id)
            return Ranked(id: id, match: found.match, name: found.name, nameLength: nameLength, foreign: foreign,
                          effectRelevance: relevance[id] ?? .elsewhere)
        }
        .sorted { ($0.match, $0.foreign ? 1 : 0, $0.nameLength, $0.effectRelevance, $0.id)
            < ($1.match, $1.foreign ? 1 : 0, $1.nameLength, $1.effectRelevance, $1.id) }
    }

    /// Whether some entity of the kind matches the folded `word` alone, in
    /// a name or in its text (as a prefix, the word being typed).
    private func matchesAnything(_ word: String, index: KindIndex, db: Database) throws -> Bool {
        let tokens = word.split(separator: " ").map(String.init)
        return !index.names.matches(text: word, tokens: tokens, inEffects: try index.effects.ids(containing: tokens, in: db)).isEmpty
    }

    /// `hits` by `key`; names by the displayed name in the language's order
    /// (`collation`), as Pokémon listings sort them.
    private func sorted(_ hits: [EntityHit], by key: EntitySortKey?, descending: Bool, collation: LanguageCollation) -> [EntityHit] {
        guard let key else { return hits }
        if key == .name {
            let ordered = hits.sorted { a, b in
                switch collation.compare(a.entity.displayName, b.entity.displayName) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: return a.entity.id < b.entity.id
                }
            }
            return descending ? ordered.reversed() : ordered
        }
        // Entities without the value (status moves' power) go last either way.
        return hits.enumerated().sorted { a, b in
            switch (key.value(of: a.element.entity), key.value(of: b.element.entity)) {
            case let (x?, y?): return x != y ? (descending ? x > y : x < y) : a.offset < b.offset
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}

/// What one kind's searches read: names from memory, effect words from the index.
struct KindIndex: Sendable {
    var names: EntityNames
    var effects: EffectText
}

/// A match before its summary is read: only the page's summaries are.
private struct Ranked {
    var id: Int
    var match: EntityMatch
    var name: String?
    var nameLength: Int
    /// Matched by a name in another language than the slug's, where that ranks it after (see `rank`).
    var foreign = false
    /// How well an effect match's texts say the words (see `rank`).
    var effectRelevance = EffectRelevance.elsewhere

    func hit(_ summary: EntitySummary?) -> EntityHit? {
        summary.map { EntityHit(entity: $0, match: match, matchedName: name) }
    }
}
