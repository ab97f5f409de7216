/// `version-group/<id>`: games released together that share their data
/// (`scarlet-violet`), their generation and their place in release order.
/// Version groups have no names of their own: their versions do.
struct VersionGroupRecord: EndpointRecord {
    let id: Int
    let name: String
    let generation: ResourceRef
    /// Release order, from 1 (red-green-japan).
    let order: Int

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, generation: ResourceRef?, order: Int?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "generation": generation = try ResourceRef.read(&json, at: "generation")
            case "order": order = try json.int(at: "order")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.generation = try generation.required("generation")
        self.order = try order.required("order")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        batch.add(.versionGroup, id, name, try resolver.require(generation, .generation, at: "generation"), order)
    }
}
