/// `type/<id>`: a type and its row of the current type chart.
struct TypeRecord: EndpointRecord {
    let id: Int
    let name: String
    let generation: ResourceRef?
    /// The types this one hits for 200, 50 and 0 percent. The `*_from`
    /// lists mirror other types' files.
    let damageTo: [DamageRelation]
    let names: [NameEntry]

    /// One `damage_relations.*_to` list: the types hit with `factor` percent.
    struct DamageRelation {
        let field: String
        let factor: Int
        let types: [ResourceRef]
    }

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, generation: ResourceRef?, names: [NameEntry]?
        var damageTo: [DamageRelation]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "generation": generation = try ResourceRef.readNullable(&json, at: "generation")
            case "damage_relations": damageTo = try Self.readDamageTo(&json)
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.generation = generation
        self.damageTo = try damageTo.required("damage_relations")
        self.names = try names.required("names")
    }

    private static func readDamageTo(_ json: inout JSONCursor) throws -> [DamageRelation] {
        var lists: [String: [ResourceRef]] = [:]
        try json.members(at: "damage_relations") { json, key in
            switch key {
            case "double_damage_to", "half_damage_to", "no_damage_to":
                let field = "damage_relations.\(key.name)"
                lists[key.name] = try ResourceRef.readList(&json, at: field)
            default: try json.skipValue()
            }
        }
        return try [("double_damage_to", 200), ("half_damage_to", 50), ("no_damage_to", 0)].map { list, factor in
            DamageRelation(field: list, factor: factor, types: try lists[list].required("damage_relations.\(list)"))
        }
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let generationID = try resolver.resolve(generation, .generation, at: "generation")
        batch.add(.type, id, name, generationID)
        for relation in damageTo {
            for (index, target) in relation.types.enumerated() {
                let defending = try resolver.require(target, .type, at: "damage_relations.\(relation.field)[\(index)]")
                batch.add(.typeEfficacy, id, defending, relation.factor)
            }
        }
        try batch.addNames(names, kind: .type, id: id, resolving: resolver)
    }
}
