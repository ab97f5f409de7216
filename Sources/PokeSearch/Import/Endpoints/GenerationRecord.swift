/// `generation/<id>`: the game generations, with their main region.
struct GenerationRecord: EndpointRecord {
    let id: Int
    let name: String
    let mainRegion: ResourceRef?
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, mainRegion: ResourceRef?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "main_region": mainRegion = try ResourceRef.readNullable(&json, at: "main_region")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.mainRegion = mainRegion
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        // Regions are not imported: the slug is all a listing shows.
        batch.add(.generation, id, name, mainRegion?.name)
        try batch.addNames(names, kind: .generation, id: id, resolving: resolver)
    }
}
