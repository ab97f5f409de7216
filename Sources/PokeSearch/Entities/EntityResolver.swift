import Foundation

/// Finds the move, item, ability or type a name means: `move:thunderbolt`
/// for one kind, else the first of moves, abilities, items and types with a
/// name in some language equal to it, folded (`fatal-foudre`, `Überreste`).
public struct EntityResolver {
    let search: EntitySearch

    public init(search: EntitySearch) {
        self.search = search
    }

    /// The entity `input` names, or nil when none does (`kind:` prefixes are read).
    public func resolve(_ input: String) throws -> EntityReference? {
        if let (kind, name) = EntityKind.prefixed(input) {
            return try first(named: name, kinds: [kind])
        }
        return try first(named: input, kinds: EntityKind.lookupOrder)
    }

    /// The moves, abilities and items whose name is exactly `text` (folded,
    /// any language), for "Thunderbolt is also a move" beside a Pokémon search.
    public func entities(named text: String, language: String = "en") throws -> [EntitySummary] {
        try [EntityKind.move, .ability, .item].flatMap { try search.exactMatches(of: text, kind: $0, language: language) }
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

    private func first(named name: String, kinds: [EntityKind]) throws -> EntityReference? {
        if let id = Int(name.trimmingCharacters(in: .whitespaces)), kinds.count == 1 {
            return try search.exactMatchByID(id, kind: kinds[0])
        }
        for kind in kinds {
            if let found = try search.exactMatches(of: name, kind: kind).first {
                return EntityReference(kind: kind, id: found.id, name: found.name)
            }
        }
        return nil
    }
}
