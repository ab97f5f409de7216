/// `item-category/<id>`: what kind of item it is ("Held items") and the bag
/// pocket it goes in.
struct ItemCategoryRecord: EndpointRecord {
    let id: Int
    let name: String
    let pocket: ResourceRef?
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, pocket: ResourceRef?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "pocket": pocket = try ResourceRef.readNullable(&json, at: "pocket")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.pocket = pocket
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        batch.add(.itemCategory, id, name, try resolver.resolve(pocket, .itemPocket, at: "pocket"))
        try batch.addNames(names, kind: .itemCategory, id: id, resolving: resolver)
    }
}
