/// `pokemon-form/<id>`: how a Pokémon looks; its default form says whether it
/// is a mega evolution and carries its full localized name ("Méga-Dracaufeu X").
struct FormRecord: EndpointRecord {
    let id: Int
    let pokemon: ResourceRef
    let isDefault: Bool
    let isMega: Bool
    let formName: String
    let names: [NameEntry]
    let formNames: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, pokemon: ResourceRef?, isDefault: Bool?, isMega: Bool?, formName: String?
        var names: [NameEntry]?, formNames: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "pokemon": pokemon = try ResourceRef.read(&json, at: "pokemon")
            case "is_default": isDefault = try json.bool(at: "is_default")
            case "is_mega": isMega = try json.bool(at: "is_mega")
            case "form_name": formName = try json.string(at: "form_name")
            case "names": names = try NameEntry.readList(&json, at: "names")
            case "form_names": formNames = try NameEntry.readList(&json, at: "form_names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.pokemon = try pokemon.required("pokemon")
        self.isDefault = try isDefault.required("is_default")
        self.isMega = try isMega.required("is_mega")
        self.formName = try formName.required("form_name")
        self.names = try names.required("names")
        self.formNames = try formNames.required("form_names")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let pokemonID = try resolver.require(pokemon, .pokemon, at: "pokemon")
        guard isDefault else { return }
        batch.add(.defaultForm, pokemonID, isMega, formName.isEmpty ? nil : formName)
        if names.isEmpty {
            try batch.addNames(formNames, kind: "pokemon", id: pokemonID, field: "form_names", resolving: resolver)
        } else {
            try batch.addNames(names, kind: "pokemon", id: pokemonID, resolving: resolver)
        }
    }
}
