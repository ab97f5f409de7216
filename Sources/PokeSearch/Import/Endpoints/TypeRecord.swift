/// `type/<id>`: a type and its row of the current type chart.
struct TypeRecord: EndpointRecord {
    let id: Int
    let name: String
    let generation: ResourceRef?
    let damage_relations: DamageRelations
    let names: [NameEntry]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, generation, damage_relations, names
    }

    /// What this type does when attacking; the `*_from` lists mirror other types' files.
    struct DamageRelations: Decodable {
        let double_damage_to: [ResourceRef]
        let half_damage_to: [ResourceRef]
        let no_damage_to: [ResourceRef]
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let generationID = try resolver.resolve(generation, .generation, at: "generation")
        batch.add(.type, id, name, generationID)
        let relations = [("double_damage_to", damage_relations.double_damage_to, 200),
                         ("half_damage_to", damage_relations.half_damage_to, 50),
                         ("no_damage_to", damage_relations.no_damage_to, 0)]
        for (field, targets, factor) in relations {
            for (index, target) in targets.enumerated() {
                let defending = try resolver.require(target, .type, at: "damage_relations.\(field)[\(index)]")
                batch.add(.typeEfficacy, id, defending, factor)
            }
        }
        try batch.addNames(names, kind: "type", id: id, resolving: resolver)
    }
}
