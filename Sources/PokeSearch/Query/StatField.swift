/// A numeric property a query can compare: `atk>100`, `bst<400`, `weight<10`.
/// Any sort key but the name, under the spellings users write: its
/// `pokemon_card` column is the sort key's.
struct StatField: Equatable {
    /// The property (never `.name`).
    let key: SortKey

    /// Spellings users write (Showdown's short names among them), lower-cased.
    static let aliases: [String: SortKey] = [
        "hp": .hp,
        "atk": .attack, "attack": .attack, "att": .attack,
        "def": .defense, "defense": .defense, "defence": .defense,
        "spa": .spAttack, "spatk": .spAttack, "sp-atk": .spAttack, "sp.atk": .spAttack, "satk": .spAttack,
        "spattack": .spAttack, "sp-attack": .spAttack, "special-attack": .spAttack, "sp_attack": .spAttack,
        "spd": .spDefense, "spdef": .spDefense, "sp-def": .spDefense, "sp.def": .spDefense, "sdef": .spDefense,
        "spdefense": .spDefense, "sp-defense": .spDefense, "special-defense": .spDefense, "sp_defense": .spDefense,
        "spe": .speed, "speed": .speed, "init": .speed,
        "bst": .total, "total": .total, "stats": .total, "base-stat-total": .total,
        "weight": .weight, "wt": .weight, "kg": .weight,
        "height": .height, "ht": .height,
        "exp": .baseExperience, "xp": .baseExperience, "base-experience": .baseExperience, "base-exp": .baseExperience,
        "capture": .captureRate, "capture-rate": .captureRate, "catch-rate": .captureRate, "catch": .captureRate,
        "id": .number, "number": .number, "no": .number, "dex": .number, "num": .number,
    ]

    /// The stat a name stands for, ignoring case.
    static func named(_ name: String) -> StatField? {
        aliases[name.lowercased()].map(StatField.init(key:))
    }

    /// People give weight in kilograms and height in metres; PokéAPI stores
    /// hectograms and decimetres.
    var scale: Double {
        key == .weight || key == .height ? 10 : 1
    }
}
