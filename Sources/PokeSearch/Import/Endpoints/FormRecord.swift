/// `pokemon-form/<id>`: how a Pokémon looks; its default form says whether it
/// is a mega evolution and carries its full localized name ("Méga-Dracaufeu X").
struct FormRecord: EndpointRecord {
    let id: Int
    let pokemon: ResourceRef
    let is_default: Bool
    let is_mega: Bool
    let form_name: String
    let names: [NameEntry]
    let form_names: [NameEntry]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, pokemon, is_default, is_mega, form_name, names, form_names
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let pokemonID = try resolver.require(pokemon, .pokemon, at: "pokemon")
        guard is_default else { return }
        batch.add(.defaultForm, pokemonID, is_mega, form_name.isEmpty ? nil : form_name)
        if names.isEmpty {
            try batch.addNames(form_names, kind: "pokemon", id: pokemonID, field: "form_names", resolving: resolver)
        } else {
            try batch.addNames(names, kind: "pokemon", id: pokemonID, resolving: resolver)
        }
    }
}
