/// `item/<id>`: an item, its category, price, fling power, names, effects,
/// game texts and sprite.
///
/// A slug may appear twice (`roseli-berry` is item 723 and an empty item 2279):
/// the lowest id keeps it, see `ImportTable.item`.
struct ItemRecord: EndpointRecord {
    let id: Int
    let name: String
    let category: ResourceRef?
    /// Its purchase price in Pokédollars in each game that sells it.
    let prices: [Price]
    let flingPower: Int?
    let effects: [EffectEntry]
    let flavors: FlavorEntries
    let sprite: String?
    let names: [NameEntry]

    /// An entry of `prices`, at `index` in the list.
    struct Price {
        let index: Int
        let purchasePrice: Int
        let versionGroup: ResourceRef?
    }

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, category: ResourceRef?, prices: [Price]?, flingPower: Int?
        var effects: [EffectEntry]?, flavors: FlavorEntries?, sprite: String?, names: [NameEntry]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "category": category = try ResourceRef.readNullable(&json, at: "category")
            case "prices": prices = try json.nullable { try Self.readPrices(&$0) }
            case "fling_power": flingPower = try json.nullable { try $0.int(at: "fling_power") }
            case "effect_entries": effects = try EffectEntry.readList(&json, at: "effect_entries")
            case "flavor_text_entries": flavors = try FlavorEntries.read(&json, at: "flavor_text_entries", textMember: "text")
            case "sprites": sprite = try json.nullable { try Self.readSprite(&$0) } ?? nil
            case "names": names = try NameEntry.readList(&json, at: "names")
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.category = category
        self.prices = prices ?? []
        self.flingPower = flingPower
        self.effects = try effects.required("effect_entries")
        self.flavors = try flavors.required("flavor_text_entries")
        self.sprite = sprite
        self.names = try names.required("names")
    }

    /// The dump has no single `cost`: each game has its price (`prices[]`,
    /// for a few dozen items only). Prices without a purchase price (not
    /// sold there) or in another currency are dropped.
    private static func readPrices(_ json: inout JSONCursor) throws -> [Price] {
        var prices: [Price] = []
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
            prices.append(Price(index: index, purchasePrice: price, versionGroup: versionGroup))
        }
        return prices
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
        let categoryID = try resolver.resolve(category, .itemCategory, at: "category")
        let english = effects.english
        batch.add(.item, id, name, category?.name, try cost(resolving: resolver), english?.shortEffect.map(FlavorText.normalize),
                  sprite, categoryID, flingPower, english?.effect)
        try batch.addNames(names, kind: .item, id: id, resolving: resolver)
        try batch.addTexts(kind: .item, id: id, effects: effects, flavors: flavors, resolving: resolver)
    }

    /// The price in the latest game that sells the item.
    private func cost(resolving resolver: ReferenceResolver) throws -> Int? {
        let priced = try prices.map { price in
            let versionGroup = try resolver.resolve(price.versionGroup, .versionGroup, at: "prices[\(price.index)].version_group")
            return (price: price.purchasePrice, versionGroup: versionGroup)
        }
        return try resolver.releaseOrder().latest(priced, versionGroup: \.versionGroup)?.price
    }
}
