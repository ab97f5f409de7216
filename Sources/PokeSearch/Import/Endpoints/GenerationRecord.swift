/// `generation/<id>`: the game generations, with their main region.
struct GenerationRecord: EndpointRecord {
    let id: Int
    let name: String
    let main_region: ResourceRef?
    let names: [NameEntry]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, main_region, names
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        // Regions are not imported: the slug is all a listing shows.
        batch.add(.generation, id, name, main_region?.name)
        try batch.addNames(names, kind: "generation", id: id, resolving: resolver)
    }
}
