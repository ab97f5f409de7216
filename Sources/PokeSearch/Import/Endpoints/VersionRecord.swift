/// `version/<id>`: one game (`scarlet`, "Écarlate") and its version group.
struct VersionRecord: EndpointRecord {
    let id: Int
    let name: String
    let versionGroup: ResourceRef
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, versionGroup: ResourceRef?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "version_group": versionGroup = try ResourceRef.read(&json, at: "version_group")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.versionGroup = try versionGroup.required("version_group")
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        batch.add(.version, id, name, try resolver.require(versionGroup, .versionGroup, at: "version_group"))
        try batch.addNames(names, kind: .version, id: id, resolving: resolver)
    }
}
