/// `pokemon-form/<id>`: one look of a Pokémon, cosmetic ones included
/// (Unown B, Vivillon Polar), with its names and sprites. A Pokémon's default
/// form also says whether it is a mega evolution and carries its full
/// localized name ("Méga-Dracaufeu X").
struct FormRecord: EndpointRecord {
    let id: Int
    let name: String
    let pokemon: ResourceRef
    let isDefault: Bool
    let isBattleOnly: Bool
    let isMega: Bool
    let formName: String
    let formOrder: Int?
    let names: [NameEntry]
    let formNames: [NameEntry]
    /// `(kind, url)` pairs, see `PokemonSprites`.
    let sprites: [(kind: String, url: String)]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, pokemon: ResourceRef?, isDefault: Bool?, isBattleOnly: Bool?, isMega: Bool?
        var formName: String?, formOrder: Int?, names: [NameEntry]?, formNames: [NameEntry]?
        var sprites: [(kind: String, url: String)]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "pokemon": pokemon = try ResourceRef.read(&json, at: "pokemon")
            case "is_default": isDefault = try json.bool(at: "is_default")
            case "is_battle_only": isBattleOnly = try json.bool(at: "is_battle_only")
            case "is_mega": isMega = try json.bool(at: "is_mega")
            case "form_name": formName = try json.string(at: "form_name")
            case "form_order": formOrder = try json.nullable { try $0.int(at: "form_order") }
            case "names": names = try NameEntry.readList(&json, at: "names")
            case "form_names": formNames = try NameEntry.readList(&json, at: "form_names")
            case "sprites": sprites = try PokemonSprites.read(&json)
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.pokemon = try pokemon.required("pokemon")
        self.isDefault = try isDefault.required("is_default")
        self.isBattleOnly = try isBattleOnly.required("is_battle_only")
        self.isMega = try isMega.required("is_mega")
        self.formName = try formName.required("form_name")
        self.formOrder = formOrder
        self.names = try names.required("names")
        self.formNames = try formNames.required("form_names")
        self.sprites = try sprites.required("sprites")
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let pokemonID = try resolver.require(pokemon, .pokemon, at: "pokemon")
        let formName = formName.isEmpty ? nil : formName
        batch.add(.pokemonForm, id, name, pokemonID, formName, isDefault, isBattleOnly, isMega, formOrder)
        // The full name ("Unown B") where the dump has one, else the form's own ("B").
        let (ownNames, field) = names.isEmpty ? (formNames, "form_names") : (names, "names")
        try batch.addNames(ownNames, kind: .pokemonForm, id: id, field: field, resolving: resolver)
        // The form's own name, in more languages than the full one ("Ｂ", "ぐんとうのもよう").
        try batch.addNames(formNames, kind: .pokemonFormName, id: id, field: "form_names", resolving: resolver)
        for (kind, url) in sprites {
            batch.add(.pokemonFormSprite, id, kind, url)
        }
        guard isDefault else { return }
        batch.add(.defaultForm, pokemonID, isMega, formName)
        try batch.addNames(ownNames, kind: .pokemon, id: pokemonID, field: field, resolving: resolver)
    }
}
