import Foundation

/// `move/<id>`: a move, its battle figures, names and English short effect.
struct MoveRecord: EndpointRecord {
    let id: Int
    let name: String
    let type: ResourceRef?
    let damage_class: ResourceRef?
    let power: Int?
    let accuracy: Int?
    let pp: Int?
    let priority: Int?
    let generation: ResourceRef?
    let effect_chance: Int?
    let effect_entries: [EffectEntry]
    let names: [NameEntry]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, type, damage_class, power, accuracy, pp, priority, generation, effect_chance, effect_entries, names
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let typeID = try resolver.resolve(type, .type, at: "type")
        let generationID = try resolver.resolve(generation, .generation, at: "generation")
        batch.add(.move, id, name, typeID, damage_class?.name, power, accuracy, pp, priority, generationID, shortEffect)
        try batch.addNames(names, kind: "move", id: id, resolving: resolver)
    }

    /// "Has a $effect_chance% chance to burn the target." with the chance filled in.
    var shortEffect: String? {
        guard let text = EffectEntry.english(effect_entries) else { return nil }
        guard let effect_chance else { return text }
        return text.replacingOccurrences(of: "$effect_chance", with: String(effect_chance))
    }
}
