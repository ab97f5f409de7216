/// `nature/<id>`: a nature ("Timid"), the stat it raises and the one it
/// lowers (none for the neutral ones), the flavors it likes and hates.
struct NatureRecord: EndpointRecord {
    let id: Int
    let name: String
    let increasedStat: ResourceRef?
    let decreasedStat: ResourceRef?
    /// Berry flavor slugs ("sweet"); the `berry-flavor` endpoint is not read.
    let likesFlavor: String?
    let hatesFlavor: String?
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, increased: ResourceRef?, decreased: ResourceRef?
        var likes: ResourceRef?, hates: ResourceRef?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "increased_stat": increased = try ResourceRef.readNullable(&json, at: "increased_stat")
            case "decreased_stat": decreased = try ResourceRef.readNullable(&json, at: "decreased_stat")
            case "likes_flavor": likes = try ResourceRef.readNullable(&json, at: "likes_flavor")
            case "hates_flavor": hates = try ResourceRef.readNullable(&json, at: "hates_flavor")
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.increasedStat = increased
        self.decreasedStat = decreased
        self.likesFlavor = likes?.name
        self.hatesFlavor = hates?.name
        self.names = try names.required("names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let increased = try increasedStat.map { try resolver.require($0, .stat, at: "increased_stat") }
        let decreased = try decreasedStat.map { try resolver.require($0, .stat, at: "decreased_stat") }
        batch.add(.nature, id, name, increased, decreased, likesFlavor, hatesFlavor)
        try batch.addNames(names, kind: .nature, id: id, resolving: resolver)
    }
}
