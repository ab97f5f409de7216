/// The small named vocabularies: `stat`, `pokemon-color`, `pokemon-habitat`,
/// `pokemon-shape` and `egg-group`, each an id, a slug and its names.
struct VocabularyRecord: EndpointRecord {
    let id: Int
    let name: String
    let names: [NameEntry]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, names
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let (table, kind): (ImportTable, String) = switch resolver.file.endpoint {
        case .stat: (.stat, "stat")
        case .color: (.color, "color")
        case .habitat: (.habitat, "habitat")
        case .shape: (.shape, "shape")
        case .eggGroup: (.eggGroup, "egg-group")
        default: preconditionFailure("\(resolver.file.endpoint) is not a vocabulary")
        }
        batch.add(table, id, name)
        try batch.addNames(names, kind: kind, id: id, resolving: resolver)
    }
}
