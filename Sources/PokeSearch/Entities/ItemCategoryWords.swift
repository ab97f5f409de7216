/// What players call an item category that PokéAPI names otherwise, folded:
/// `gems` are the Jewels, `mints` the Nature Mints, `tms` every machine.
enum ItemCategoryWords {
    /// Phrase → the category's slug, folded.
    static let aliases: [String: String] = [
        "gem": "jewels", "gems": "jewels", "mint": "nature mints", "mints": "nature mints", "tm": "all machines",
        "tms": "all machines", "trs": "all machines", "machines": "all machines", "evolution items": "evolution",
        "evolution stones": "evolution", "evo items": "evolution", "z crystal": "z crystals", "zcrystals": "z crystals",
        "pinch berries": "in a pinch", "type boosting": "type enhancement", "type boosters": "type enhancement",
        "ev items": "effort training", "power items": "effort training",
    ]
}
