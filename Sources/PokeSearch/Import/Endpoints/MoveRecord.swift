/// `move/<id>`: a move, its battle figures, names and English short effect.
struct MoveRecord: EndpointRecord {
    let id: Int
    let name: String
    let type: ResourceRef?
    let damageClass: ResourceRef?
    let power: Int?
    let accuracy: Int?
    let pp: Int?
    let priority: Int?
    let generation: ResourceRef?
    /// English, with `$effect_chance` filled in: "Has a 10% chance to burn the target."
    let shortEffect: String?
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, type: ResourceRef?, damageClass: ResourceRef?
        var power: Int?, accuracy: Int?, pp: Int?, priority: Int?, effectChance: Int?
        var generation: ResourceRef?, shortEffect: String??, names: [NameEntry]?
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
            case "generation": generation = try ResourceRef.readNullable(&json, at: "generation")
            case "effect_entries": shortEffect = try EffectEntry.english(&json, at: "effect_entries")
            case "names": names = try NameEntry.readList(&json, at: "names")
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
        self.generation = generation
        let effect = try shortEffect.required("effect_entries")
        self.shortEffect = effect.map { text in
            effectChance.map { text.replacingOccurrences(of: "$effect_chance", with: String($0)) } ?? text
        }
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let typeID = try resolver.resolve(type, .type, at: "type")
        let generationID = try resolver.resolve(generation, .generation, at: "generation")
        batch.add(.move, id, name, typeID, damageClass?.name, power, accuracy, pp, priority, generationID, shortEffect)
        try batch.addNames(names, kind: "move", id: id, resolving: resolver)
    }
}
