import Foundation

/// One condition of an evolution method as the import stores it
/// (`evolution.conditions`, a JSON array of these): what it names by id and
/// slug, not yet by display name (`EvolutionRequirement` is what the detail shows).
struct StoredEvolutionRequirement: Codable, Equatable {
    var kind: String
    var value: Int?
    var word: String?
    /// The id and slug of what it names (see `namedTable`).
    var id: Int?
    var slug: String?

    /// The table a kind's `named` thing is in, which is also its kind of
    /// localized name; nil for a kind that names nothing.
    static func namedTable(of kind: String) -> String? {
        switch kind {
        case "held-item": "item"
        case "known-move", "used-move": "move"
        case "known-move-type", "party-type": "type"
        case "party-species", "trade-species": "species"
        case "location": "location"
        default: nil
        }
    }

    /// The English words, with a named thing's slug made readable.
    var text: String {
        let name = (slug ?? id.map { "#\($0)" } ?? "?").replacingOccurrences(of: "-", with: " ")
        let number = value.map(String.init) ?? "?"
        switch kind {
        case "gender", "time": return word ?? "?"
        case "held-item": return "holding \(name)"
        case "known-move": return "knows \(name)"
        case "known-move-type": return "knows a \(name)-type move"
        case "used-move": return "after using \(name)"
        case "friendship": return "friendship ≥ \(number)"
        case "affection": return "affection ≥ \(number)"
        case "beauty": return "beauty ≥ \(number)"
        case "damage-taken": return "after taking ≥ \(number) damage"
        case "move-uses": return "after \(number) uses"
        case "steps": return "after \(number) steps"
        case "attack-vs-defense": return (value ?? 0) > 0 ? "attack > defense" : (value ?? 0) < 0 ? "attack < defense" : "attack = defense"
        case "location": return "at \(name)"
        case "party-species": return "with \(name) in the party"
        case "party-type": return "with a \(name)-type in the party"
        case "trade-species": return "traded for \(name)"
        case "rain": return "in the rain"
        case "multiplayer": return "in multiplayer"
        case "upside-down": return "console upside down"
        case "special-rock": return "near a special rock"
        default: return kind.replacingOccurrences(of: "-", with: " ")
        }
    }

    /// The JSON the import stores for `requirements`; nil for none.
    static func json(_ requirements: [StoredEvolutionRequirement]) -> String? {
        guard !requirements.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(requirements)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The requirements stored as `json`; none when it is null or unreadable
    /// (a Pokédex imported before they were stored keeps its English words).
    static func decode(_ json: String?) -> [StoredEvolutionRequirement] {
        guard let json else { return [] }
        return (try? JSONDecoder().decode([StoredEvolutionRequirement].self, from: Data(json.utf8))) ?? []
    }
}
