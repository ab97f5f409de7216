/// `move/<id>`: a move, its battle figures, names, effects and game texts.
struct MoveRecord: EndpointRecord {
    let id: Int
    let name: String
    let type: ResourceRef?
    let damageClass: ResourceRef?
    let power: Int?
    let accuracy: Int?
    let pp: Int?
    let priority: Int?
    let effectChance: Int?
    /// The slug of its `move-target` ("selected-pokemon"); the endpoint is not read.
    let target: String?
    let generation: ResourceRef?
    /// Every language's, with `$effect_chance` filled in: "Has a 10% chance to burn the target."
    let effects: [EffectEntry]
    let flavors: FlavorEntries
    let names: [NameEntry]
    /// What it does in battle; nil where the dump has no `meta` (Z-moves, Max moves).
    let meta: MoveMeta?
    let statChanges: [MoveMeta.StatChange]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, type: ResourceRef?, damageClass: ResourceRef?
        var power: Int?, accuracy: Int?, pp: Int?, priority: Int?, effectChance: Int?, target: ResourceRef?
        var generation: ResourceRef?, effects: [EffectEntry]?, flavors: FlavorEntries?, names: [NameEntry]?
        var meta: MoveMeta?, statChanges: [MoveMeta.StatChange] = []
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "type": type = try ResourceRef.readNullable(&json, at: "type")
            case "damage_class": damageClass = try ResourceRef.readNullable(&json, at: "damage_class")
            case "power": power = try json.nullable { try $0.int(at: "power") }
            case "accuracy": accuracy = try json.nullable { try $0.int(at: "accuracy") }
            case "pp": pp = try json.nullable { try $0.int(at: "pp") }
            case "priority": priority = try json.nullable { try $0.int(at: "priority") }
            case "effect_chance": effectChance = try json.nullable { try $0.int(at: "effect_chance") }
            case "target": target = try ResourceRef.readNullable(&json, at: "target")
            case "generation": generation = try ResourceRef.readNullable(&json, at: "generation")
            case "effect_entries": effects = try EffectEntry.readList(&json, at: "effect_entries")
            case "flavor_text_entries":
                flavors = try FlavorEntries.read(&json, at: "flavor_text_entries", textMember: "flavor_text")
            case "names": names = try NameEntry.readList(&json, at: "names")
            case "meta": meta = try json.nullable { try MoveMeta(json: &$0, at: "meta") }
            case "stat_changes": statChanges = try MoveMeta.StatChange.readList(&json, at: "stat_changes")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.type = type
        self.damageClass = damageClass
        self.power = power
        self.accuracy = accuracy
        self.pp = pp
        self.priority = priority
        self.effectChance = effectChance
        self.target = target?.name
        self.generation = generation
        self.effects = try effects.required("effect_entries").map { $0.substituting(effectChance: effectChance) }
        self.flavors = try flavors.required("flavor_text_entries")
        self.names = try names.required("names")
        self.meta = meta
        self.statChanges = statChanges
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let typeID = try resolver.resolve(type, .type, at: "type")
        let generationID = try resolver.resolve(generation, .generation, at: "generation")
        _ = try resolver.resolve(damageClass, .moveDamageClass, at: "damage_class")
        let english = effects.english
        batch.add(.move, id, name, typeID, damageClass?.name, power, accuracy, pp, priority, generationID,
                  english?.shortEffect.map(FlavorText.normalize), english?.effect, effectChance, target)
        try batch.addNames(names, kind: .move, id: id, resolving: resolver)
        try batch.addTexts(kind: .move, id: id, effects: effects, flavors: flavors, resolving: resolver)
        if let meta {
            batch.add(.moveMeta, id, meta.category, meta.ailment, meta.ailmentChance, meta.critRate, meta.drain,
                      meta.flinchChance, meta.healing, meta.minHits, meta.maxHits, meta.statChance)
        }
        for (index, change) in statChanges.enumerated() {
            let stat = try resolver.require(change.stat, .stat, at: "stat_changes[\(index)].stat")
            batch.add(.moveStatChange, id, stat, change.change)
        }
    }
}
