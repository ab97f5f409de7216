/// `language/<id>`: the languages names and texts are written in.
struct LanguageRecord: EndpointRecord {
    let id: Int
    let name: String
    let iso639: String
    let official: Bool

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, iso639: String?, official: Bool?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "iso639": iso639 = try json.string(at: "iso639")
            case "official": official = try json.bool(at: "official")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.iso639 = try iso639.required("iso639")
        self.official = try official.required("official")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        batch.add(.language, id, name, iso639, official)
    }
}
