import Foundation

/// One way a species evolves (`evolution_details[]`): its conditions as data
/// for `evolution.conditions` and in words for `evolution.detail`
/// ("friendship ≥ 160, day").
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

    /// The conditions besides trigger, level and item, as the import stores
    /// them, in the order the command line words them.
    var requirements: [StoredEvolutionRequirement] {
        var parts: [StoredEvolutionRequirement] = []
        func add(_ kind: String, value: Int? = nil, word: String? = nil) {
            parts.append(.init(kind: kind, value: value, word: word))
        }
        func add(_ kind: String, _ ref: ResourceRef?) {
            if let ref { parts.append(.init(kind: kind, id: ref.id, slug: ref.name)) }
        }
        if let gender { add("gender", word: gender == 1 ? "female" : "male") }
        add("held-item", heldItem)
        add("known-move", knownMove)
        add("known-move-type", knownMoveType)
        add("used-move", usedMove)
        if let minHappiness { add("friendship", value: minHappiness) }
        if let minAffection { add("affection", value: minAffection) }
        if let minBeauty { add("beauty", value: minBeauty) }
        if let minDamageTaken { add("damage-taken", value: minDamageTaken) }
        if let minMoveCount { add("move-uses", value: minMoveCount) }
        if let minSteps { add("steps", value: minSteps) }
        if let relativePhysicalStats { add("attack-vs-defense", value: relativePhysicalStats.signum()) }
        if let timeOfDay, !timeOfDay.isEmpty { add("time", word: timeOfDay) }
        add("location", location)
        add("party-species", partySpecies)
        add("party-type", partyType)
        add("trade-species", tradeSpecies)
        if needsOverworldRain == true { add("rain") }
        if needsMultiplayer == true { add("multiplayer") }
        if turnUpsideDown == true { add("upside-down") }
        if nearSpecialRock == true { add("special-rock") }
        return parts
    }
}
