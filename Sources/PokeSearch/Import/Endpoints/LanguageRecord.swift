/// `language/<id>`: the languages names and texts are written in.
struct LanguageRecord: EndpointRecord {
    let id: Int
    let name: String
    let iso639: String
    let official: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, iso639, official
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        batch.add(.language, id, name, iso639, official)
    }
}
