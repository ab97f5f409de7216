/// `region/<id>`: a region of the games ("Hoenn", "ホウエン") and the
/// generation that introduced it.
struct RegionRecord: EndpointRecord {
    let id: Int
    let name: String
    /// None for regions of side games and a later era (orre, hisui).
    let mainGeneration: ResourceRef?
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, mainGeneration: ResourceRef?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "main_generation": mainGeneration = try ResourceRef.readNullable(&json, at: "main_generation")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.mainGeneration = mainGeneration
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let generationID = try resolver.resolve(mainGeneration, .generation, at: "main_generation")
        batch.add(.region, id, name, generationID)
        try batch.addNames(names, kind: .region, id: id, resolving: resolver)
    }
}
