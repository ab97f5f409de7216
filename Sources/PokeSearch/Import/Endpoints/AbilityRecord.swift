/// `ability/<id>`: an ability, its names and English short effect.
struct AbilityRecord: EndpointRecord {
    let id: Int
    let name: String
    let generation: ResourceRef?
    let isMainSeries: Bool
    let shortEffect: String?
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, generation: ResourceRef?, isMainSeries: Bool?
        var shortEffect: String??, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "generation": generation = try ResourceRef.readNullable(&json, at: "generation")
            case "is_main_series": isMainSeries = try json.bool(at: "is_main_series")
            case "effect_entries": shortEffect = try EffectEntry.english(&json, at: "effect_entries")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.generation = generation
        self.isMainSeries = try isMainSeries.required("is_main_series")
        self.shortEffect = try shortEffect.required("effect_entries")
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let generationID = try resolver.resolve(generation, .generation, at: "generation")
        batch.add(.ability, id, name, generationID, isMainSeries, shortEffect)
        try batch.addNames(names, kind: "ability", id: id, resolving: resolver)
    }
}
