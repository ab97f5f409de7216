/// `item/<id>`: an item, its category, price, names, English short effect and sprite.
///
/// A slug may appear twice (`roseli-berry` is item 723 and an empty item 2279):
/// the lowest id keeps it, see `ImportTable.item`.
struct ItemRecord: EndpointRecord {
    let id: Int
    let name: String
    let category: ResourceRef?
    let prices: [Price]?
    let effect_entries: [EffectEntry]
    let sprites: Sprites?
    let names: [NameEntry]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, category, prices, effect_entries, sprites, names
    }

    /// The price in one game; the dump has no single `cost`.
    struct Price: Decodable {
        let purchase_price: Int?
        let currency: ResourceRef?
        let version_group: ResourceRef?
    }

    /// The purchase price in Pokédollars of the newest game that sells the item.
    var cost: Int? {
        (prices ?? [])
            .filter { $0.purchase_price != nil && ($0.currency?.name ?? "poke-dollar") == "poke-dollar" }
            .max { ($0.version_group?.id ?? 0) < ($1.version_group?.id ?? 0) }?
            .purchase_price
    }

    struct Sprites: Decodable {
        let `default`: String?
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        // Item categories are not imported: the slug is what a listing shows.
        batch.add(.item, id, name, category?.name, cost, EffectEntry.english(effect_entries), sprites?.default)
        try batch.addNames(names, kind: "item", id: id, resolving: resolver)
    }
}
