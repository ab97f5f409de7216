/// `location/<id>`: a place of the games ("Mt. Moon", "Mont Sélénite") and
/// its region; its areas name it (`location-area`).
struct LocationRecord: EndpointRecord {
    let id: Int
    let name: String
    let region: ResourceRef?
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, region: ResourceRef?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "region": region = try ResourceRef.readNullable(&json, at: "region")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.region = region
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let regionID = try region.map { try resolver.require($0, .region, at: "region") }
        batch.add(.location, id, name, regionID)
        try batch.addNames(names, kind: .location, id: id, resolving: resolver)
    }
}
