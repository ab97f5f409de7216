/// `pokemon/<id>`: one battle-ready Pokémon (default forms, regional forms,
/// megas): its types, abilities, base stats, size, learnset, held items and sprites.
struct PokemonRecord: EndpointRecord {
    let id: Int
    let name: String
    let species: ResourceRef
    let isDefault: Bool
    let order: Int?
    let height: Int?
    let weight: Int?
    let baseExperience: Int?
    let stats: [Stat]
    let types: [TypeSlot]
    let abilities: [AbilitySlot]
    let forms: [ResourceRef]
    /// `(kind, url)` pairs, see `PokemonSprites`.
    let sprites: [(kind: String, url: String)]
    /// The moves it learns, and how in each game.
    let moves: [LearnedMove]
    /// The items it may hold in the wild, in any game.
    let heldItems: [ResourceRef]

    struct Stat {
        let baseStat: Int
        /// The effort values defeating it gives in this stat.
        let effort: Int
        let stat: ResourceRef
    }

    struct TypeSlot {
        let slot: Int
        let type: ResourceRef
    }

    struct AbilitySlot {
        let slot: Int
        let isHidden: Bool
        let ability: ResourceRef
    }

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, species: ResourceRef?, isDefault: Bool?
        var order: Int?, height: Int?, weight: Int?, baseExperience: Int?
        var stats: [Stat]?, types: [TypeSlot]?, abilities: [AbilitySlot]?, forms: [ResourceRef]?
        var sprites: [(kind: String, url: String)]?, moves: [LearnedMove]?, heldItems: [ResourceRef]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "species": species = try ResourceRef.read(&json, at: "species")
            case "is_default": isDefault = try json.bool(at: "is_default")
            case "order": order = try json.nullable { try $0.int(at: "order") }
            case "height": height = try json.nullable { try $0.int(at: "height") }
            case "weight": weight = try json.nullable { try $0.int(at: "weight") }
            case "base_experience": baseExperience = try json.nullable { try $0.int(at: "base_experience") }
            case "stats": stats = try Self.readStats(&json)
            case "types": types = try Self.readTypes(&json)
            case "abilities": abilities = try Self.readAbilities(&json)
            case "forms": forms = try ResourceRef.readList(&json, at: "forms")
            case "sprites": sprites = try PokemonSprites.read(&json)
            case "moves": moves = try LearnedMove.readList(&json)
            case "held_items": heldItems = try Self.readHeldItems(&json)
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.species = try species.required("species")
        self.isDefault = try isDefault.required("is_default")
        self.order = order
        self.height = height
        self.weight = weight
        self.baseExperience = baseExperience
        self.stats = try stats.required("stats")
        self.types = try types.required("types")
        self.abilities = try abilities.required("abilities")
        self.forms = try forms.required("forms")
        self.sprites = try sprites.required("sprites")
        self.moves = try moves.required("moves")
        self.heldItems = try heldItems.required("held_items")
    }

    private static func readStats(_ json: inout JSONCursor) throws -> [Stat] {
        try json.list(at: "stats") { json, index in
            var baseStat: Int?, effort: Int?, stat: ResourceRef?
            try json.members(at: "stats[\(index)]") { json, key in
                switch key {
                case "base_stat": baseStat = try json.int(at: "stats[\(index)].base_stat")
                case "effort": effort = try json.int(at: "stats[\(index)].effort")
                case "stat": stat = try ResourceRef.read(&json, at: "stats[\(index)].stat")
                default: try json.skipValue()
                }
            }
            // The games give 0 to 3 EVs in a stat; a dump is read as the games make it.
            let value = effort ?? 0
            guard (0...3).contains(value) else {
                throw JSONShapeError(field: "stats[\(index)].effort", reason: "is \(value), not 0 to 3")
            }
            return Stat(baseStat: try baseStat.required("stats[\(index)].base_stat"), effort: value,
                        stat: try stat.required("stats[\(index)].stat"))
        }
    }

    private static func readTypes(_ json: inout JSONCursor) throws -> [TypeSlot] {
        try json.list(at: "types") { json, index in
            var slot: Int?, type: ResourceRef?
            try json.members(at: "types[\(index)]") { json, key in
                switch key {
                case "slot": slot = try json.int(at: "types[\(index)].slot")
                case "type": type = try ResourceRef.read(&json, at: "types[\(index)].type")
                default: try json.skipValue()
                }
            }
            return TypeSlot(slot: try slot.required("types[\(index)].slot"), type: try type.required("types[\(index)].type"))
        }
    }

    private static func readAbilities(_ json: inout JSONCursor) throws -> [AbilitySlot] {
        try json.list(at: "abilities") { json, index in
            var slot: Int?, isHidden: Bool?, ability: ResourceRef?
            try json.members(at: "abilities[\(index)]") { json, key in
                switch key {
                case "slot": slot = try json.int(at: "abilities[\(index)].slot")
                case "is_hidden": isHidden = try json.bool(at: "abilities[\(index)].is_hidden")
                case "ability": ability = try ResourceRef.read(&json, at: "abilities[\(index)].ability")
                default: try json.skipValue()
                }
            }
            return AbilitySlot(slot: try slot.required("abilities[\(index)].slot"),
                               isHidden: try isHidden.required("abilities[\(index)].is_hidden"),
                               ability: try ability.required("abilities[\(index)].ability"))
        }
    }

    /// The item links of `held_items`; how often per game is skipped.
    private static func readHeldItems(_ json: inout JSONCursor) throws -> [ResourceRef] {
        try json.list(at: "held_items") { json, index in
            var item: ResourceRef?
            try json.members(at: "held_items[\(index)]") { json, key in
                switch key {
                case "item": item = try ResourceRef.read(&json, at: "held_items[\(index)].item")
                default: try json.skipValue()
                }
            }
            return try item.required("held_items[\(index)].item")
        }
    }

    /// The `stats[].stat` slugs, in `pokemon` column order.
    static let statColumns = ["hp", "attack", "defense", "special-attack", "special-defense", "speed"]

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let speciesID = try resolver.require(species, .species, at: "species")
        var base: [String: Int] = [:]
        var efforts: [(statID: Int, effort: Int)] = []
        for (index, entry) in stats.enumerated() {
            let statID = try resolver.require(entry.stat, .stat, at: "stats[\(index)].stat")
            base[entry.stat.name ?? ""] = entry.baseStat
            if entry.effort > 0 { efforts.append((statID, entry.effort)) }
        }
        let values = try Self.statColumns.map { stat in
            guard let value = base[stat] else { throw resolver.invalid("stats", "has no \(stat) entry") }
            return value
        }
        batch.add(.pokemon, id, name, speciesID, isDefault, order, height, weight, baseExperience,
                  values[0], values[1], values[2], values[3], values[4], values[5])
        for effort in efforts {
            batch.add(.pokemonEffort, id, effort.statID, effort.effort)
        }
        for (index, entry) in types.enumerated() {
            batch.add(.pokemonType, id, entry.slot, try resolver.require(entry.type, .type, at: "types[\(index)].type"))
        }
        for (index, entry) in abilities.enumerated() {
            let abilityID = try resolver.require(entry.ability, .ability, at: "abilities[\(index)].ability")
            batch.add(.pokemonAbility, id, entry.slot, abilityID, entry.isHidden)
        }
        try LearnedMove.addRows(of: moves, pokemonID: id, to: &batch, resolving: resolver)
        for (index, item) in heldItems.enumerated() {
            if let itemID = try resolver.resolve(item, .item, at: "held_items[\(index)].item") {
                batch.add(.pokemonHeldItem, id, itemID)
            }
        }
        for (index, form) in forms.enumerated() {
            _ = try resolver.require(form, .form, at: "forms[\(index)]")
        }
        for (kind, url) in sprites {
            batch.add(.pokemonSprite, id, kind, url)
        }
    }
}
