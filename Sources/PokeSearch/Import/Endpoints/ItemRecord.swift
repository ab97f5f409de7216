/// `item/<id>`: an item, its category, price, names, English short effect and sprite.
///
/// A slug may appear twice (`roseli-berry` is item 723 and an empty item 2279):
/// the lowest id keeps it, see `ImportTable.item`.
struct ItemRecord: EndpointRecord {
    let id: Int
    let name: String
    let category: ResourceRef?
    /// The purchase price in Pokédollars of the newest game that sells the item.
    let cost: Int?
    let shortEffect: String?
    let sprite: String?
    let names: [NameEntry]

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, category: ResourceRef?, cost: Int?
        var shortEffect: String??, sprite: String?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "category": category = try ResourceRef.readNullable(&json, at: "category")
            case "prices": cost = try json.nullable { try Self.readCost(&$0) } ?? nil
            case "effect_entries": shortEffect = try EffectEntry.english(&json, at: "effect_entries")
            case "sprites": sprite = try json.nullable { try Self.readSprite(&$0) } ?? nil
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.category = category
        self.cost = cost
        self.shortEffect = try shortEffect.required("effect_entries")
        self.sprite = sprite
        self.names = try names.required("names")
    }

    /// The dump has no single `cost`: each game has its price (`prices[]`),
    /// and the newest one in Pokédollars is kept.
    private static func readCost(_ json: inout JSONCursor) throws -> Int? {
        var newest: (versionGroup: Int, price: Int)?
        try json.elements(at: "prices") { json, index in
            var price: Int?, currency: ResourceRef?, versionGroup: ResourceRef?
            try json.members(at: "prices[\(index)]") { json, key in
                switch key {
                case "purchase_price": price = try json.nullable { try $0.int(at: "prices[\(index)].purchase_price") }
                case "currency": currency = try ResourceRef.readNullable(&json, at: "prices[\(index)].currency")
                case "version_group": versionGroup = try ResourceRef.readNullable(&json, at: "prices[\(index)].version_group")
                default: try json.skipValue()
                }
            }
            guard let price, (currency?.name ?? "poke-dollar") == "poke-dollar" else { return }
            let group = versionGroup?.id ?? 0
            if newest == nil || group > newest!.versionGroup { newest = (group, price) }
        }
        return newest?.price
    }

    private static func readSprite(_ json: inout JSONCursor) throws -> String? {
        var sprite: String?
        try json.members(at: "sprites") { json, key in
            switch key {
            case "default": sprite = try json.nullable { try $0.string(at: "sprites.default") }
            default: try json.skipValue()
            }
        }
        return sprite
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        // Item categories are not imported: the slug is what a listing shows.
        batch.add(.item, id, name, category?.name, cost, shortEffect, sprite)
        try batch.addNames(names, kind: "item", id: id, resolving: resolver)
    }
}
