import Foundation

/// One way a species evolves (`evolution_details[]`), and its readable
/// summary for `evolution.detail`: "friendship ≥ 160, day".
struct EvolutionCondition: Decodable {
    let trigger: ResourceRef?
    let min_level: Int?
    let item: ResourceRef?
    let held_item: ResourceRef?
    let known_move: ResourceRef?
    let known_move_type: ResourceRef?
    let used_move: ResourceRef?
    let location: ResourceRef?
    let party_species: ResourceRef?
    let party_type: ResourceRef?
    let trade_species: ResourceRef?
    let gender: Int?
    let min_happiness: Int?
    let min_affection: Int?
    let min_beauty: Int?
    let min_damage_taken: Int?
    let min_move_count: Int?
    let min_steps: Int?
    let relative_physical_stats: Int?
    let time_of_day: String?
    let needs_overworld_rain: Bool?
    let needs_multiplayer: Bool?
    let turn_upside_down: Bool?
    let near_special_rock: Bool?

    /// Checks the links that name imported resources.
    func checkReferences(at field: String, resolving resolver: ReferenceResolver) throws {
        _ = try resolver.resolve(item, .item, at: "\(field).item")
        _ = try resolver.resolve(held_item, .item, at: "\(field).held_item")
        _ = try resolver.resolve(known_move, .move, at: "\(field).known_move")
        _ = try resolver.resolve(used_move, .move, at: "\(field).used_move")
        _ = try resolver.resolve(known_move_type, .type, at: "\(field).known_move_type")
        _ = try resolver.resolve(party_type, .type, at: "\(field).party_type")
        _ = try resolver.resolve(party_species, .species, at: "\(field).party_species")
        _ = try resolver.resolve(trade_species, .species, at: "\(field).trade_species")
    }

    /// The conditions besides trigger, level and item, in words; nil when there are none.
    var summary: String? {
        var parts: [String] = []
        func add(_ part: String?) { if let part { parts.append(part) } }
        add(gender.map { $0 == 1 ? "female" : "male" })
        add(held_item.map { "holding \(readable($0))" })
        add(known_move.map { "knows \(readable($0))" })
        add(known_move_type.map { "knows a \(readable($0))-type move" })
        add(used_move.map { "after using \(readable($0))" })
        add(min_happiness.map { "friendship ≥ \($0)" })
        add(min_affection.map { "affection ≥ \($0)" })
        add(min_beauty.map { "beauty ≥ \($0)" })
        add(min_damage_taken.map { "after taking ≥ \($0) damage" })
        add(min_move_count.map { "after \($0) uses" })
        add(min_steps.map { "after \($0) steps" })
        add(relative_physical_stats.map { $0 > 0 ? "attack > defense" : $0 < 0 ? "attack < defense" : "attack = defense" })
        add(time_of_day.flatMap { $0.isEmpty ? nil : $0 })
        add(location.map { "at \(readable($0))" })
        add(party_species.map { "with \(readable($0)) in the party" })
        add(party_type.map { "with a \(readable($0))-type in the party" })
        add(trade_species.map { "traded for \(readable($0))" })
        add(needs_overworld_rain == true ? "in the rain" : nil)
        add(needs_multiplayer == true ? "in multiplayer" : nil)
        add(turn_upside_down == true ? "console upside down" : nil)
        add(near_special_rock == true ? "near a special rock" : nil)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func readable(_ ref: ResourceRef) -> String {
        (ref.name ?? "#\(ref.id)").replacingOccurrences(of: "-", with: " ")
    }
}
