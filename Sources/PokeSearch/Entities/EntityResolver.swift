import Foundation
import GRDB

/// Finds the move, item, ability or type a name means: `move:thunderbolt`
/// for one kind, else the first of moves, abilities, items and types with a
/// name in some language equal to it, folded (`fatal-foudre`, `Überreste`).
/// Moves, abilities and types are looked up in the search index's lexicon,
/// items by slug and stored name, then by their folded names.
public struct EntityResolver {
    let search: EntitySearch

    /// A resolver over the names `search` knows.
    public init(search: EntitySearch) {
        self.search = search
    }

    /// The entity `input` names, or nil when none does (`kind:` prefixes are read).
    public func resolve(_ input: String) throws -> EntityReference? {
        let (kinds, name) = EntityKind.prefixed(input).map { ([$0.kind], $0.name) } ?? (EntityKind.lookupOrder, input)
        return try read { db in
            if kinds.count == 1, let id = Int(name.trimmingCharacters(in: .whitespaces)) {
                return try String.fetchOne(db, sql: "SELECT name FROM \(kinds[0].table) WHERE id = ?", arguments: [id])
                    .map { EntityReference(kind: kinds[0], id: id, name: $0) }
            }
            let named = try ids(named: name, kinds: kinds, in: db)
            for kind in kinds {
                if let id = named[kind]?.first,
                   let slug = try String.fetchOne(db, sql: "SELECT name FROM \(kind.table) WHERE id = ?", arguments: [id]) {
                    return EntityReference(kind: kind, id: id, name: slug)
                }
            }
            return nil
        }
    }

    /// The moves, abilities and items (or `kinds`) whose name is exactly `text`
    /// (folded, any language), for "Thunderbolt is also a move" beside a
    /// Pokémon search, and "Psychic is also a type" under `show psychic`.
    public func entities(named text: String, language: String = "en",
                         kinds: [EntityKind] = [.move, .ability, .item]) throws -> [EntitySummary] {
        try read { db in
            let named = try ids(named: text, kinds: kinds, in: db)
            guard !named.isEmpty else { return [] }
            let languageID = try search.pokedex.languages.id(for: language, in: db)
            return try kinds.flatMap { kind -> [EntitySummary] in
                guard let ids = named[kind] else { return [] }
                return try EntitySummary.fetch(kind, ids: ids, languageID: languageID, in: db)
            }
        }
    }

    /// For an unknown `kind:name`: the error with the closest names of that kind.
    public func unknown(_ input: String) throws -> EntityError {
        guard let (kind, name) = EntityKind.prefixed(input) else { return .unknownEntity(input, kind: nil, suggestions: []) }
        var suggestions: [String] = []
        if kind != .type {
            let results = try search.search(EntityRequest(kind: kind, query: name, limit: 3))
            suggestions = results.hits.map(\.entity.name)
        }
        return .unknownEntity(name, kind: kind, suggestions: suggestions)
    }

    /// Ids of each of `kinds` with a name equal to `text`, folded, in id
    /// order, in one lookup: the lexicon holds every name of moves,
    /// abilities, items and types, folded, so an exact lookup never reads
    /// the names into memory (a table search asks this for every query).
    private func ids(named text: String, kinds: [EntityKind], in db: Database) throws -> [EntityKind: [Int]] {
        let folded = TextFolder.fold(text)
        guard !folded.isEmpty else { return [:] }
        var found: [EntityKind: Set<Int>] = [:]
        let byLexiconKind = Dictionary(uniqueKeysWithValues: kinds.map { ($0.lexiconKind.rawValue, $0) })
        let joined = TextFolder.foldJoined(text)
        for phrase in folded == joined ? [folded] : [folded, joined] {
            try ReadStatement(db, sql: IndexReader.lexiconByPhrase).forEachRow(.text(phrase)) { row in
                if let kind = byLexiconKind[row.text(0)] { found[kind, default: []].insert(row.int(1)) }
            }
        }
        return found.mapValues { $0.sorted() }
    }

    private func read<T>(_ body: (Database) throws -> T) throws -> T {
        try search.pokedex.read(body)
    }
}
