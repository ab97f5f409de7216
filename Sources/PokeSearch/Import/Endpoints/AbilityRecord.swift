/// `ability/<id>`: an ability, its names, effects and game texts.
struct AbilityRecord: EndpointRecord {
    let id: Int
    let name: String
    let generation: ResourceRef?
    let isMainSeries: Bool
    let effects: [EffectEntry]
    let flavors: FlavorEntries
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, generation: ResourceRef?, isMainSeries: Bool?
        var effects: [EffectEntry]?, flavors: FlavorEntries?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "generation": generation = try ResourceRef.readNullable(&json, at: "generation")
            case "is_main_series": isMainSeries = try json.bool(at: "is_main_series")
            case "effect_entries": effects = try EffectEntry.readList(&json, at: "effect_entries")
            case "flavor_text_entries":
                flavors = try FlavorEntries.read(&json, at: "flavor_text_entries", textMember: "flavor_text")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.generation = generation
        self.isMainSeries = try isMainSeries.required("is_main_series")
        self.effects = try effects.required("effect_entries")
        self.flavors = try flavors.required("flavor_text_entries")
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let generationID = try resolver.resolve(generation, .generation, at: "generation")
        let english = effects.english
        batch.add(.ability, id, name, generationID, isMainSeries, english?.shortEffect.map(FlavorText.normalize), english?.effect)
        try batch.addNames(names, kind: .ability, id: id, resolving: resolver)
        try batch.addTexts(kind: .ability, id: id, effects: effects, flavors: flavors, resolving: resolver)
    }
}
