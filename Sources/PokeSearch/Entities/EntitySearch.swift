import GRDB
import Synchronization

/// Searches moves, items and abilities as `SearchEngine` searches Pokémon:
/// names in every language, folded, the last word as a prefix, typos
/// corrected when nothing matches as typed, fields per kind, and relevance
/// order exact name > name prefix > words of names > effect text.
public final class EntitySearch: Sendable {
    /// The Pokédex searched.
    public let pokedex: Pokedex
    /// Each kind's folded names, read on first use and kept for the engine's life.
    private let names = Mutex<[EntityKind: EntityNames]>([:])

    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// One ranked page of `request.kind` matching `request.query` (all of them, for an empty query).
    public func search(_ request: EntityRequest) throws -> EntityResults {
        guard request.kind != .type else { throw EntityError.notSearchable(.type) }
        return try StoreError.wrapping(.using) {
            try pokedex.database.read { db in try search(request, in: db) }
        }
    }

    /// The same, inside a read the caller already holds.
    package func search(_ request: EntityRequest, in db: Database) throws -> EntityResults {
        let languageID = try pokedex.languages.id(for: request.language, in: db)
        let query = try EntityQuery(request.query, kind: request.kind, db: db)
        let candidates = try EntitySummary.fetch(request.kind, where: query.filter, languageID: languageID, in: db)
        var words = query.words.map(TextFolder.fold).filter { !$0.isEmpty }
        // A plain listing needs no names: they are folded only for searches.
        guard !words.isEmpty || !query.excludedWords.isEmpty else {
            let hits = sorted(candidates.map { EntityHit(entity: $0, match: .filter) }, by: request.sort, descending: request.descending)
            return EntityResults(hits: Array(hits.dropFirst(max(0, request.offset)).prefix(max(0, request.limit))),
                                 totalMatches: hits.count, corrections: [])
        }
        let index = try names(of: request.kind, in: db)
        var hits = try rank(candidates, words: words, excluded: query.excludedWords, index: index, db: db)
        var corrections: [String] = []
        if hits.isEmpty, !words.isEmpty {
            let corrected = words.flatMap { $0.split(separator: " ").map(String.init) }.map { word in
                index.entries.values.contains { $0.nameWords.contains(word) } ? word : (index.correction(for: word) ?? word)
            }
            if corrected != words.flatMap({ $0.split(separator: " ").map(String.init) }) {
                corrections = [words.joined(separator: " ") + " → " + corrected.joined(separator: " ")]
                words = corrected
                hits = try rank(candidates, words: words, excluded: query.excludedWords, index: index, db: db)
            }
        }
        hits = sorted(hits, by: request.sort, descending: request.descending)
        let page = Array(hits.dropFirst(max(0, request.offset)).prefix(max(0, request.limit)))
        return EntityResults(hits: page, totalMatches: hits.count, corrections: corrections)
    }

    /// The entities of `kind` whose name in some language is exactly `text`, folded.
    public func exactMatches(of text: String, kind: EntityKind, language: String = "en") throws -> [EntitySummary] {
        try StoreError.wrapping(.using) {
            try pokedex.database.read { db in
                let folded = TextFolder.fold(text)
                guard !folded.isEmpty else { return [] }
                let ids = try names(of: kind, in: db).entries.values
                    .filter { $0.names.contains(folded) || $0.names.contains(TextFolder.foldJoined(text)) }.map(\.id)
                guard !ids.isEmpty else { return [] }
                let languageID = try pokedex.languages.id(for: language, in: db)
                let filter = EntityFilter(sql: "e.id IN (\(ids.sorted().map(String.init).joined(separator: ",")))", arguments: [])
                return try EntitySummary.fetch(kind, where: filter, languageID: languageID, in: db)
            }
        }
    }

    func names(of kind: EntityKind, in db: Database) throws -> EntityNames {
        if let cached = names.withLock({ $0[kind] }) { return cached }
        let built = try EntityNames(kind: kind, db: db)
        names.withLock { $0[kind] = built }
        return built
    }

    private func rank(_ candidates: [EntitySummary], words: [String], excluded: [String], index: EntityNames,
                      db: Database) throws -> [EntityHit] {
        let text = words.joined(separator: " ")
        let tokens = text.split(separator: " ").map(String.init)
        let inEffects = try EffectText.ids(index.kind, containing: tokens, in: db)
        let excludedTokens = excluded.flatMap { TextFolder.fold($0).split(separator: " ").map(String.init) }
        return candidates.compactMap { entity in
            guard let entry = index.entries[entity.id] else { return tokens.isEmpty ? EntityHit(entity: entity, match: .filter) : nil }
            if excludedTokens.contains(where: { entry.nameWords.contains($0) }) { return nil }
            guard !tokens.isEmpty else { return EntityHit(entity: entity, match: .filter) }
            return index.match(entry, text: text, tokens: tokens, inEffects: inEffects.contains(entity.id)).map { EntityHit(entity: entity, match: $0.0, matchedName: $0.1) }
        }
        // Within a tier of names, shorter names first (`thunder` before `thunder punch`); effect matches by id.
        .sorted { ($0.match, $0.nameLength, $0.entity.id) < ($1.match, $1.nameLength, $1.entity.id) }
    }

    private func sorted(_ hits: [EntityHit], by key: EntitySortKey?, descending: Bool) -> [EntityHit] {
        guard let key else { return hits }
        if key == .name {
            let ordered = hits.sorted { ($0.entity.displayName.lowercased(), $0.entity.id) < ($1.entity.displayName.lowercased(), $1.entity.id) }
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

extension EntitySearch {
    /// The entity of `kind` with PokéAPI id `id`, if there is one.
    func exactMatchByID(_ id: Int, kind: EntityKind) throws -> EntityReference? {
        try StoreError.wrapping(.using) {
            try pokedex.database.read { db in
                try String.fetchOne(db, sql: "SELECT name FROM \(kind.table) WHERE id = ?", arguments: [id])
                    .map { EntityReference(kind: kind, id: id, name: $0) }
            }
        }
    }
}

private extension EntityHit {
    var nameLength: Int { match < .effectText ? entity.displayName.count : 0 }
}
