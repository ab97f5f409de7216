/// The small named vocabularies: `stat`, `pokemon-color`, `pokemon-habitat`,
/// `pokemon-shape`, `egg-group`, `move-damage-class`, `move-learn-method`,
/// `item-pocket` and `encounter-method`, each an id, a slug and its names.
struct VocabularyRecord: EndpointRecord {
    let id: Int
    let name: String
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let (table, kind): (ImportTable, NameKind) = switch resolver.file.endpoint {
        case .stat: (.stat, .stat)
        case .color: (.color, .color)
        case .habitat: (.habitat, .habitat)
        case .shape: (.shape, .shape)
        case .eggGroup: (.eggGroup, .eggGroup)
        case .moveDamageClass: (.moveDamageClass, .moveDamageClass)
        case .moveLearnMethod: (.moveLearnMethod, .moveLearnMethod)
        case .itemPocket: (.itemPocket, .itemPocket)
        case .encounterMethod: (.encounterMethod, .encounterMethod)
        default: preconditionFailure("\(resolver.file.endpoint) is not a vocabulary")
        }
        batch.add(table, id, name)
        try batch.addNames(names, kind: kind, id: id, resolving: resolver)
    }
}
