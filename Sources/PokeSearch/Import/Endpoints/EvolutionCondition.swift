import Foundation

/// One way a species evolves (`evolution_details[]`), and its readable
/// summary for `evolution.detail`: "friendship ≥ 160, day".
struct EvolutionCondition {
    var trigger: ResourceRef?
    var minLevel: Int?
    var item: ResourceRef?
    var heldItem: ResourceRef?
    var knownMove: ResourceRef?
    var knownMoveType: ResourceRef?
    var usedMove: ResourceRef?
    var location: ResourceRef?
    var partySpecies: ResourceRef?
    var partyType: ResourceRef?
    var tradeSpecies: ResourceRef?
    var gender: Int?
    var minHappiness: Int?
    var minAffection: Int?
    var minBeauty: Int?
    var minDamageTaken: Int?
    var minMoveCount: Int?
    var minSteps: Int?
    var relativePhysicalStats: Int?
    var timeOfDay: String?
    var needsOverworldRain: Bool?
    var needsMultiplayer: Bool?
    var turnUpsideDown: Bool?
    var nearSpecialRock: Bool?

    /// Reads the condition at the cursor; every member is optional (null or absent).
    init(json: inout JSONCursor, at field: String) throws {
        try json.members(at: field) { json, key in
            func ref() throws -> ResourceRef? { try ResourceRef.readNullable(&json, at: "\(field).\(key.name)") }
            func int() throws -> Int? { try json.nullable { try $0.int(at: "\(field).\(key.name)") } }
            func bool() throws -> Bool? { try json.nullable { try $0.bool(at: "\(field).\(key.name)") } }
            switch key {
            case "trigger": trigger = try ref()
            case "min_level": minLevel = try int()
            case "item": item = try ref()
            case "held_item": heldItem = try ref()
            case "known_move": knownMove = try ref()
            case "known_move_type": knownMoveType = try ref()
            case "used_move": usedMove = try ref()
            case "location": location = try ref()
            case "party_species": partySpecies = try ref()
            case "party_type": partyType = try ref()
            case "trade_species": tradeSpecies = try ref()
            case "gender": gender = try int()
            case "min_happiness": minHappiness = try int()
            case "min_affection": minAffection = try int()
            case "min_beauty": minBeauty = try int()
            case "min_damage_taken": minDamageTaken = try int()
            case "min_move_count": minMoveCount = try int()
            case "min_steps": minSteps = try int()
            case "relative_physical_stats": relativePhysicalStats = try int()
            case "time_of_day": timeOfDay = try json.nullable { try $0.string(at: "\(field).time_of_day") }
            case "needs_overworld_rain": needsOverworldRain = try bool()
            case "needs_multiplayer": needsMultiplayer = try bool()
            case "turn_upside_down": turnUpsideDown = try bool()
            case "near_special_rock": nearSpecialRock = try bool()
            default: try json.skipValue()
            }
        }
    }

    /// Checks the links that name imported resources; returns the location's id.
    func checkReferences(at field: String, resolving resolver: ReferenceResolver) throws -> Int? {
        _ = try resolver.resolve(item, .item, at: "\(field).item")
        _ = try resolver.resolve(heldItem, .item, at: "\(field).held_item")
        _ = try resolver.resolve(knownMove, .move, at: "\(field).known_move")
        _ = try resolver.resolve(usedMove, .move, at: "\(field).used_move")
        _ = try resolver.resolve(knownMoveType, .type, at: "\(field).known_move_type")
        _ = try resolver.resolve(partyType, .type, at: "\(field).party_type")
        _ = try resolver.resolve(partySpecies, .species, at: "\(field).party_species")
        _ = try resolver.resolve(tradeSpecies, .species, at: "\(field).trade_species")
        return try resolver.resolve(location, .location, at: "\(field).location")
    }

    /// The conditions besides trigger, level and item, in words; nil when there are none.
    var summary: String? {
        var parts: [String] = []
        func add(_ part: String?) { if let part { parts.append(part) } }
        add(gender.map { $0 == 1 ? "female" : "male" })
        add(heldItem.map { "holding \(readable($0))" })
        add(knownMove.map { "knows \(readable($0))" })
        add(knownMoveType.map { "knows a \(readable($0))-type move" })
        add(usedMove.map { "after using \(readable($0))" })
        add(minHappiness.map { "friendship ≥ \($0)" })
        add(minAffection.map { "affection ≥ \($0)" })
        add(minBeauty.map { "beauty ≥ \($0)" })
        add(minDamageTaken.map { "after taking ≥ \($0) damage" })
        add(minMoveCount.map { "after \($0) uses" })
        add(minSteps.map { "after \($0) steps" })
        add(relativePhysicalStats.map { $0 > 0 ? "attack > defense" : $0 < 0 ? "attack < defense" : "attack = defense" })
        add(timeOfDay.flatMap { $0.isEmpty ? nil : $0 })
        add(location.map { "at \(readable($0))" })
        add(partySpecies.map { "with \(readable($0)) in the party" })
        add(partyType.map { "with a \(readable($0))-type in the party" })
        add(tradeSpecies.map { "traded for \(readable($0))" })
        add(needsOverworldRain == true ? "in the rain" : nil)
        add(needsMultiplayer == true ? "in multiplayer" : nil)
        add(turnUpsideDown == true ? "console upside down" : nil)
        add(nearSpecialRock == true ? "near a special rock" : nil)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func readable(_ ref: ResourceRef) -> String {
        (ref.name ?? "#\(ref.id)").replacingOccurrences(of: "-", with: " ")
    }
}
