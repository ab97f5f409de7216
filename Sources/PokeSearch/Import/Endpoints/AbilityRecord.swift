/// `ability/<id>`: an ability, its names and English short effect.
struct AbilityRecord: EndpointRecord {
    let id: Int
    let name: String
    let generation: ResourceRef?
    let is_main_series: Bool
    let effect_entries: [EffectEntry]
    let names: [NameEntry]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, generation, is_main_series, effect_entries, names
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let generationID = try resolver.resolve(generation, .generation, at: "generation")
        batch.add(.ability, id, name, generationID, is_main_series, EffectEntry.english(effect_entries))
        try batch.addNames(names, kind: "ability", id: id, resolving: resolver)
    }
}
